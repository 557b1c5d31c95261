import { Box, Button, Portal } from '@chakra-ui/react';
import type { LayoutElement } from '@signage/domain/layouts/elements';
import { type CSSProperties, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LuX } from 'react-icons/lu';
import { AUTHORING_WIDTH } from '../editor-body/canvas/element-content.tsx';
import type { MediaChooser } from '../editor-body/media-chooser.ts';
import { aspectOf, type EditorMetadata } from '../editor-body/model/aspect.ts';
import { EditorServices } from '../editor-body/services.tsx';
import { PlayElement } from './play-element.tsx';
import { useDataLinkCells } from './use-data-link-cells.ts';

export interface LayoutPreviewProps {
  /** The layout's root element: the editor's unsaved tree, or a saved layout's json. */
  tree: LayoutElement;
  editorMetadata?: EditorMetadata;
  name: string;
  /** For uploaded fonts and thumbnails of media picked in this editing session. */
  mediaChooser?: MediaChooser;
  onClose(): void;
}

/**
 * The layout played in the browser as a player would (beyond the spec): full screen through the Fullscreen API,
 * else over the whole window; sequences step by their play time, videos and images play, data-backed texts show
 * their cells, web widgets load in a sandboxed frame; what cannot play here says so. Escape closes it.
 */
export function LayoutPreview({ tree, editorMetadata, name, mediaChooser, onClose }: LayoutPreviewProps) {
  const overlay = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? AUTHORING_WIDTH : window.innerWidth));
  const cells = useDataLinkCells(tree);
  const dataLinks = useMemo(() => ({ cells }), [cells]);
  const aspect = aspectOf(editorMetadata);

  useFullScreen(overlay, () => closeRef.current());
  // Focus goes back where it was (the Preview button, the row menu's trigger) when the preview closes.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    return () => opener?.focus?.();
  }, []);
  useLayoutEffect(() => {
    const el = stage.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <Portal>
      <Box
        ref={overlay}
        role="dialog"
        aria-modal="true"
        aria-label={`Preview of ${name}`}
        position="fixed"
        inset="0"
        zIndex="modal"
        bg="black"
        display="grid"
        placeItems="center"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            closeRef.current();
          }
          // The page behind is out of reach while the preview plays: Tab stays on its close button.
          if (e.key === 'Tab' && e.target === closeButton.current) e.preventDefault();
        }}
      >
        <div
          ref={stage}
          data-testid="layout-preview-stage"
          style={
            {
              position: 'relative',
              width: `min(100vw, calc(100vh * ${aspect.width / aspect.height}))`,
              aspectRatio: `${aspect.width} / ${aspect.height}`,
              overflow: 'hidden',
              '--scale': width / AUTHORING_WIDTH,
            } as CSSProperties
          }
        >
          <EditorServices mediaChooser={mediaChooser} dataLinks={dataLinks}>
            <PlayElement element={tree} isRoot />
          </EditorServices>
        </div>
        <Button
          ref={closeButton}
          autoFocus
          position="absolute"
          top="2"
          right="2"
          size="sm"
          variant="solid"
          colorPalette="gray"
          opacity={0.85}
          onClick={() => closeRef.current()}
        >
          <LuX />
          Close preview (Esc)
        </Button>
      </Box>
    </Portal>
  );
}

/**
 * Asks the browser to show `target` full screen; leaving full screen (the browser's own Escape) closes the preview.
 * Where the API is missing or refused, the full-window overlay stays and Escape closes it.
 */
function useFullScreen(target: React.RefObject<HTMLElement | null>, close: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the preview opens; close is stable.
  useEffect(() => {
    const el = target.current;
    if (!el || !document.fullscreenEnabled || !el.requestFullscreen) return;
    let entered = false;
    const onChange = () => {
      if (document.fullscreenElement === el) entered = true;
      else if (entered) close();
    };
    document.addEventListener('fullscreenchange', onChange);
    el.requestFullscreen().catch(() => {});
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement === el) void document.exitFullscreen().catch(() => {});
    };
  }, []);
}
