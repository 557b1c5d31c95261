import { Box } from '@chakra-ui/react';
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Zoom } from '../model/aspect.ts';
import type { PercentBox } from '../model/geometry.ts';
import { useEditor } from '../state/editor-context.ts';
import { absoluteBox } from '../state/structure-actions.ts';
import { AUTHORING_WIDTH } from './element-content.tsx';
import { ElementView } from './element-view.tsx';
import { useCanvasPointer } from './use-canvas-pointer.ts';

const FIT_MARGIN = 24;
/** The size taken where nothing is laid out (a panel not shown, a test DOM without layout). */
const UNMEASURED = { width: 800, height: 450 };
type Size = { width: number; height: number };

/** The layout drawn at its aspect ratio and zoom: elements, snap guides and the rubber band. */
export function Stage({ aspect, zoom }: { aspect: { width: number; height: number }; zoom: Zoom }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<Size | null>(null);
  const rootId = useEditor((s) => s.doc.rootId);
  const { band, handlers } = useCanvasPointer(stageRef);

  // The viewport is measured before the elements are drawn: drawn at a guessed size, every element would be laid
  // out twice at open (text sizes follow the stage's width).
  useLayoutEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const measure = ({ width, height }: Size) =>
      setViewport((old) =>
        !width || !height
          ? (old ?? UNMEASURED)
          : old?.width === width && old.height === height
            ? old
            : { width, height },
      );
    measure(el.getBoundingClientRect());
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && measure(entry.contentRect));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const { width: vw, height: vh } = viewport ?? UNMEASURED;

  const ratio = aspect.height / aspect.width;
  const width =
    zoom === 'fit'
      ? Math.max(50, Math.min(vw - FIT_MARGIN * 2, (vh - FIT_MARGIN * 2) / ratio))
      : (AUTHORING_WIDTH * zoom) / 100;
  return (
    <Box ref={viewportRef} flex="1" minH="0" minW="0" overflow="auto" bg="bg.muted" position="relative">
      <div
        ref={stageRef}
        data-testid="layout-stage"
        {...handlers}
        style={
          {
            position: 'relative',
            width,
            height: width * ratio,
            margin: FIT_MARGIN,
            background: '#000',
            '--scale': width / AUTHORING_WIDTH,
            userSelect: 'none',
          } as CSSProperties
        }
      >
        {viewport && <ElementView id={rootId} />}
        <GuideLines />
        {band && (
          <div
            data-testid="rubber-band"
            style={{
              position: 'absolute',
              ...band,
              border: '1px dashed #3182ce',
              background: 'rgba(49,130,206,0.15)',
              pointerEvents: 'none',
              zIndex: 200000,
            }}
          />
        )}
      </div>
    </Box>
  );
}

/** Snap guides while dragging, drawn across the container the element moves in. */
function GuideLines() {
  const guides = useEditor((s) => s.guides);
  const parent = useEditor(useShallow((s) => (s.guides ? absoluteBox(s, s.guides.parentId) : null)));
  if (!guides || !parent) return null;
  return (
    <>
      {guides.xs.map((x) => (
        <div key={`x${x}`} data-guide="x" style={guideStyle('x', x, parent)} />
      ))}
      {guides.ys.map((y) => (
        <div key={`y${y}`} data-guide="y" style={guideStyle('y', y, parent)} />
      ))}
    </>
  );
}

const GUIDE_LINE: CSSProperties = {
  position: 'absolute',
  background: '#e53e3e',
  pointerEvents: 'none',
  zIndex: 200000,
};

/** A guide at `at` percent across the parent: an x guide is a vertical line over its height, a y guide the converse. */
function guideStyle(axis: 'x' | 'y', at: number, parent: PercentBox): CSSProperties {
  if (axis === 'x') {
    const left = `${parent.left + (at / 100) * parent.pwidth}%`;
    return { ...GUIDE_LINE, width: 1, left, top: `${parent.top}%`, height: `${parent.pheight}%` };
  }
  const top = `${parent.top + (at / 100) * parent.pheight}%`;
  return { ...GUIDE_LINE, height: 1, top, left: `${parent.left}%`, width: `${parent.pwidth}%` };
}
