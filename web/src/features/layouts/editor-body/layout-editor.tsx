import { Box, Flex, Text } from '@chakra-ui/react';
import type { PageType } from '@signage/domain/layouts/constants';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import type { ContainerElement } from '@signage/domain/layouts/elements';
import { type KeyboardEvent, type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Stage } from './canvas/stage.tsx';
import type { DataLinks } from './data-links.ts';
import { handleEditorKey } from './keyboard.ts';
import type { MediaChooser } from './media-chooser.ts';
import { aspectOf, type EditorMetadata, type Zoom } from './model/aspect.ts';
import { denormalise } from './model/normalise.ts';
import { type EditorPanel, PANEL_IDS, PanelToggles } from './panel-toggles.tsx';
import { PropertiesPanel } from './properties/properties-panel.tsx';
import { EditorServices } from './services.tsx';
import { EditorStoreContext } from './state/editor-context.ts';
import { createEditorStore } from './state/editor-store.ts';
import { Toolbar } from './toolbar.tsx';
import { ElementTree } from './tree/element-tree.tsx';
import type { WidgetAuthOption } from './widget-auths.ts';

export interface LayoutEditorProps {
  /** The layout's json: its root region (or sequence). Passing back the tree from onChange does not reset history. */
  tree: ContainerElement;
  editorMetadata?: EditorMetadata;
  /** Every change of the tree (a drag reports once, when it ends): the frame's dirty flag and save read it. */
  onChange?(tree: ContainerElement): void;
  /** The aspect ratio chosen here, for the frame to keep in editor_metadata. */
  onEditorMetadataChange?(metadata: EditorMetadata): void;
  /** Ctrl+S: the frame saves. */
  onSave?(): void;
  readOnly?: boolean;
  /**
   * Why it is read-only (default LAYOUT_MESSAGES.readOnly): shown above the canvas, and when a change is tried. A
   * host that says it itself above the editor passes `readOnlyNoted`, so the page says it once.
   */
  readOnlyReason?: string;
  readOnlyNoted?: boolean;
  pageType?: PageType;
  mediaChooser?: MediaChooser;
  /** Data-backed texts' cells and the data-link dialog. */
  dataLinks?: DataLinks;
  /** The widget auths a twitter widget may use; undefined while the frame loads them. */
  widgetAuths?: readonly WidgetAuthOption[];
}

/**
 * The body of the 2D layout editor (spec 01 "Layout editor (2D)"): toolbar, element tree, canvas and properties,
 * on one store with undo. The frame around it owns name, tags, saving and leaving.
 */
export function LayoutEditor(props: LayoutEditorProps) {
  const { tree, editorMetadata = {}, readOnly = false, pageType = 'layout', readOnlyReason } = props;
  const [store] = useState(() => createEditorStore(tree, { readOnly, pageType, readOnlyReason }));
  const [zoom, setZoom] = useState<Zoom>('fit');
  // Below 1280 px, which side panel is open over the canvas (none at first, so the canvas has the width).
  const [panel, setPanel] = useState<EditorPanel | null>(null);
  const emitted = useRef<ContainerElement>(tree);
  const callbacks = useRef(props);
  callbacks.current = props;

  // A tree other than the one we last reported is a new layout (loaded, or reset by the frame).
  useEffect(() => {
    if (tree !== emitted.current) {
      emitted.current = tree;
      store.getState().actions.load(tree);
    }
  }, [tree, store]);
  useEffect(
    () => store.getState().actions.setMode({ readOnly, pageType, readOnlyReason }),
    [readOnly, pageType, readOnlyReason, store],
  );
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        const settled = !state.gesture && (state.doc !== previous.doc || previous.gesture);
        if (!settled || !callbacks.current.onChange) return;
        const next = denormalise(state.doc) as ContainerElement;
        emitted.current = next;
        callbacks.current.onChange(next);
      }),
    [store],
  );
  const notice = useStore(store, (s) => s.notice);

  const onKeyDown = (e: KeyboardEvent) => {
    if (handleEditorKey(e, store, () => callbacks.current.onSave?.())) e.preventDefault();
  };

  return (
    <EditorStoreContext.Provider value={store}>
      <EditorServices mediaChooser={props.mediaChooser} dataLinks={props.dataLinks} widgetAuths={props.widgetAuths}>
        <Flex direction="column" h="full" minH="0" onKeyDown={onKeyDown} data-testid="layout-editor">
          <Toolbar zoom={zoom} onZoom={setZoom} metadata={editorMetadata} onMetadata={props.onEditorMetadataChange} />
          {readOnly && !props.readOnlyNoted && (
            <Text px="3" py="1" fontSize="sm" bg="bg.warning" role="status">
              {readOnlyReason ?? LAYOUT_MESSAGES.readOnly}
            </Text>
          )}
          <Text px="3" fontSize="sm" role="status" aria-live="polite" color="fg.error">
            {notice ?? ''}
          </Text>
          <PanelToggles open={panel} onOpen={setPanel} />
          <Flex flex="1" minH="0" position="relative">
            <SidePanel panel="tree" open={panel}>
              <ElementTree />
            </SidePanel>
            <Box
              flex="1"
              minW="0"
              display="flex"
              tabIndex={0}
              role="region"
              aria-label="Layout canvas"
              aria-describedby="layout-canvas-keys"
              data-tour="layout-editor-canvas"
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '-2px' }}
            >
              <Stage aspect={aspectOf(editorMetadata)} zoom={zoom} />
              <span id="layout-canvas-keys" hidden>
                Arrow keys move the selection by 0.25 percent, with Shift by 1 percent. Delete removes it, Ctrl+D
                duplicates it, Ctrl+Z and Ctrl+Shift+Z undo and redo, Ctrl+S saves.
              </span>
            </Box>
            <SidePanel panel="properties" open={panel}>
              <DeferredPropertiesPanel />
            </SidePanel>
          </Flex>
        </Flex>
      </EditorServices>
    </EditorStoreContext.Provider>
  );
}

/** The tree and the properties panel: each a labelled landmark on its side of the canvas, bordered towards it. */
const SIDE_PANELS = {
  tree: { as: 'nav', side: 'left', label: 'Element tree', w: '64' },
  properties: { as: 'aside', side: 'right', label: 'Properties', w: '72' },
} as const;

function SidePanel({ panel, open, children }: { panel: EditorPanel; open: EditorPanel | null; children: ReactNode }) {
  const { as, side, label, w } = SIDE_PANELS[panel];
  return (
    <Box
      as={as}
      id={PANEL_IDS[panel]}
      aria-label={label}
      w={w}
      maxW="full"
      {...(side === 'left' ? { borderRightWidth: '1px' } : { borderLeftWidth: '1px' })}
      minH="0"
      data-tour={`layout-editor-${panel}`}
      {...collapsible(open === panel, side)}
    >
      {children}
    </Box>
  );
}

/**
 * A side panel's styles: beside the canvas from 1280 px; narrower, hidden unless opened, and then laid over the
 * canvas's edge so the canvas keeps its width.
 */
function collapsible(open: boolean, side: 'left' | 'right') {
  return {
    hideBelow: open ? undefined : ('xl' as const),
    position: { base: 'absolute', xl: 'static' } as const,
    insetY: { base: '0', xl: 'auto' },
    [side]: { base: '0', xl: 'auto' },
    zIndex: { base: 'docked', xl: 'auto' },
    bg: 'bg',
    shadow: { base: 'lg', xl: 'none' },
    overflowY: 'auto' as const,
  };
}

/**
 * The properties panel (some forty Chakra fields) is drawn after the canvas and the tree, in a transition that
 * React renders in slices: the layout shows at once and stays responsive while the panel fills in.
 */
function DeferredPropertiesPanel() {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? <PropertiesPanel /> : null;
}
