import { IntroductionTour } from '../../../components/tour/introduction-tour.tsx';
import type { TourStep } from '../../../components/tour/tour-popover.tsx';

/** Where the layout editor's parts carry their `data-tour` anchors (the body's four, the frame's Save). */
export const LAYOUT_EDITOR_TOUR_ANCHORS = {
  toolbar: 'layout-editor-toolbar',
  canvas: 'layout-editor-canvas',
  tree: 'layout-editor-tree',
  properties: 'layout-editor-properties',
  save: 'layout-editor-save',
} as const;

const STEPS: TourStep[] = [
  {
    target: LAYOUT_EDITOR_TOUR_ANCHORS.toolbar,
    title: 'Add elements',
    body: 'Regions, tag zones, sequences, videos, images, text, widgets, streams and touch apps: each goes into the selected container. Undo, zoom and the aspect ratio are here too.',
  },
  {
    target: LAYOUT_EDITOR_TOUR_ANCHORS.canvas,
    title: 'Place them on the screen',
    body: 'Drag an element to move it and its handles to resize it; the arrow keys move the selection, Delete removes it.',
  },
  {
    target: LAYOUT_EDITOR_TOUR_ANCHORS.tree,
    title: 'The element tree',
    body: 'Every element in its container, in drawing order: select one here, or drag it into another container.',
  },
  {
    target: LAYOUT_EDITOR_TOUR_ANCHORS.properties,
    title: 'Properties',
    body: 'Position, size, duration and what the selected element shows: its media, text, widget or tags.',
  },
  {
    target: LAYOUT_EDITOR_TOUR_ANCHORS.save,
    title: 'Save',
    body: 'Nothing is kept until you save (Ctrl+S works too); leaving with unsaved changes asks first.',
  },
];

/** The layout editor introduction (spec 01 §4), for a user who may edit the layout open. */
export function LayoutEditorTour() {
  return <IntroductionTour tour="layout-editor" label="Layout editor introduction" steps={STEPS} />;
}
