import { Button, HStack, IconButton, Input, NativeSelect, Wrap } from '@chakra-ui/react';
import type { AspectRatio } from '@signage/domain/layouts/constants';
import { DEFAULT_CUSTOM_ASPECT } from '@signage/domain/layouts/constants';
import type { NewElementKind } from '@signage/domain/layouts/elements';
import type { ReactNode } from 'react';
import { LuCopy, LuRedo2, LuTrash2, LuUndo2, LuZoomIn, LuZoomOut } from 'react-icons/lu';
import { useStore } from 'zustand';
import { RecordOptions } from '../../../components/record-options.tsx';
import { ASPECT_LABELS, type EditorMetadata, MAX_ZOOM, MIN_ZOOM, ZOOM_STEPS, type Zoom } from './model/aspect.ts';
import { useEditor, useEditorStore } from './state/editor-context.ts';

/** The toolbar's kinds, in the spec's order, then the widget variants and the touch app. */
export const TOOLBAR_KINDS: { kind: NewElementKind; label: string }[] = [
  { kind: 'region', label: 'Region' },
  { kind: 'tag_zone', label: 'Tag Zone' },
  { kind: 'sequence', label: 'Sequence' },
  { kind: 'video', label: 'Video' },
  { kind: 'image', label: 'Image' },
  { kind: 'text', label: 'Text' },
  { kind: 'widget_web', label: 'Web Widget' },
  { kind: 'streamingvideo', label: 'Streaming' },
  { kind: 'widget_rss', label: 'RSS Widget' },
  { kind: 'widget_twitter', label: 'Twitter Widget' },
  { kind: 'touchapp', label: 'Touch App' },
];

interface ToolbarProps {
  zoom: Zoom;
  onZoom(zoom: Zoom): void;
  metadata: EditorMetadata;
  onMetadata?(metadata: EditorMetadata): void;
}

export function Toolbar({ zoom, onZoom, metadata, onMetadata }: ToolbarProps) {
  const store = useEditorStore();
  const actions = useEditor((s) => s.actions);
  const readOnly = useEditor((s) => s.mode.readOnly);
  const hasSelection = useEditor((s) => s.selection.some((id) => id !== s.doc.rootId));
  // A touch-app layout accepts no widgets (spec 01 §4), and a layout with widgets takes no touch app.
  const hasTouchApp = useEditor((s) => Object.values(s.doc.nodes).some((n) => n.type === 'touchapp'));
  const hasWidget = useEditor((s) => Object.values(s.doc.nodes).some((n) => n.type === 'widget'));
  const canUndo = useStore(store.temporal, (t) => t.pastStates.length > 0);
  const canRedo = useStore(store.temporal, (t) => t.futureStates.length > 0);
  const percent = zoom === 'fit' ? 100 : zoom;
  const refused = (kind: NewElementKind) =>
    (kind.startsWith('widget_') && hasTouchApp) || (kind === 'touchapp' && hasWidget);

  return (
    <Wrap
      role="toolbar"
      aria-label="Layout editor tools"
      gap="1"
      p="2"
      borderBottomWidth="1px"
      align="center"
      data-tour="layout-editor-toolbar"
    >
      {TOOLBAR_KINDS.map(({ kind, label }) => (
        <Button
          key={kind}
          size="xs"
          variant="outline"
          disabled={readOnly}
          // Refused kinds stay focusable: pressing one says why (the store's notice, the spec's message).
          aria-disabled={refused(kind) || undefined}
          opacity={refused(kind) ? 0.5 : undefined}
          onClick={() => actions.add(kind)}
        >
          {label}
        </Button>
      ))}
      <HStack gap="1" ms="auto">
        <ToolButton label="Undo (Ctrl+Z)" disabled={!canUndo || readOnly} onClick={actions.undo}>
          <LuUndo2 />
        </ToolButton>
        <ToolButton label="Redo (Ctrl+Shift+Z)" disabled={!canRedo || readOnly} onClick={actions.redo}>
          <LuRedo2 />
        </ToolButton>
        <ToolButton label="Duplicate (Ctrl+D)" disabled={!hasSelection || readOnly} onClick={() => actions.duplicate()}>
          <LuCopy />
        </ToolButton>
        <ToolButton label="Delete (Delete)" disabled={!hasSelection || readOnly} onClick={() => actions.remove()}>
          <LuTrash2 />
        </ToolButton>
        <NativeSelect.Root size="xs" width="auto" disabled={readOnly || !onMetadata}>
          <NativeSelect.Field
            aria-label="Aspect ratio"
            value={metadata.aspect_ratio ?? 'hd'}
            onChange={(e) => onMetadata?.({ ...metadata, aspect_ratio: e.target.value as AspectRatio })}
          >
            <RecordOptions labels={ASPECT_LABELS} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {metadata.aspect_ratio === 'custom' && onMetadata && (
          <CustomAspect metadata={metadata} onMetadata={onMetadata} disabled={readOnly} />
        )}
        <ToolButton label="Zoom out" disabled={percent <= MIN_ZOOM} onClick={() => onZoom(stepZoom(percent, -1))}>
          <LuZoomOut />
        </ToolButton>
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            aria-label="Zoom"
            value={String(zoom)}
            onChange={(e) => onZoom(e.target.value === 'fit' ? 'fit' : Number(e.target.value))}
          >
            <option value="fit">Fit</option>
            {ZOOM_STEPS.map((step) => (
              <option key={step} value={step}>
                {step}%
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <ToolButton label="Zoom in" disabled={percent >= MAX_ZOOM} onClick={() => onZoom(stepZoom(percent, 1))}>
          <LuZoomIn />
        </ToolButton>
      </HStack>
    </Wrap>
  );
}

/** One of the toolbar's icon buttons: its label names the action and its shortcut. */
function ToolButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <IconButton size="xs" variant="ghost" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  );
}

/** The next zoom step up or down from `percent`, within 25–400 %. */
export function stepZoom(percent: number, direction: 1 | -1): number {
  const next = direction > 0 ? ZOOM_STEPS.find((s) => s > percent) : [...ZOOM_STEPS].reverse().find((s) => s < percent);
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, next ?? percent));
}

/** Custom aspect: width x height (default 16 x 9), any positive numbers. */
function CustomAspect({
  metadata,
  onMetadata,
  disabled,
}: {
  metadata: EditorMetadata;
  onMetadata(m: EditorMetadata): void;
  disabled: boolean;
}) {
  const size = metadata.aspect_ratio_custom_sizes ?? DEFAULT_CUSTOM_ASPECT;
  const set = (key: 'width' | 'height', text: string) => {
    const value = Number(text);
    if (Number.isFinite(value) && value > 0)
      onMetadata({ ...metadata, aspect_ratio_custom_sizes: { ...size, [key]: value } });
  };
  const field = (key: 'width' | 'height') => (
    <Input
      size="xs"
      w="14"
      aria-label={`Custom aspect ${key}`}
      defaultValue={size[key]}
      disabled={disabled}
      onBlur={(e) => set(key, e.target.value)}
    />
  );
  return (
    <HStack gap="1">
      {field('width')}x{field('height')}
    </HStack>
  );
}
