import type { LayoutElement, SequenceElement } from '@signage/domain/layouts/elements';
import { sequenceSteps } from '@signage/domain/layouts/play-time';
import { useMemo } from 'react';
import { elementBoxStyle } from '../editor-body/canvas/element-box.ts';
import { ElementContent } from '../editor-body/canvas/element-content.tsx';
import type { ElementNode } from '../editor-body/model/normalise.ts';
import { useSequenceStep } from './use-sequence-step.ts';

/** Children in drawing order (zOrder, ties in stored order), as the canvas draws them. */
const byZOrder = (children: readonly LayoutElement[]) =>
  children
    .map((child, index) => ({ child, index }))
    .sort((a, b) => a.child.zOrder - b.child.zOrder || a.index - b.index)
    .map(({ child }) => child);

/**
 * One element playing, placed in percent of its parent as on the canvas and drawn by the canvas's own
 * ElementContent; a region or tag zone plays all its visible children, a sequence one child at a time.
 */
export function PlayElement({ element, isRoot = false }: { element: LayoutElement; isRoot?: boolean }) {
  if (!element.visible && !isRoot) return null;
  return (
    <div
      data-play-id={element.id}
      style={{
        ...elementBoxStyle(element, isRoot),
        overflow: 'hidden',
      }}
    >
      <ElementContent node={element as ElementNode} playing />
      {element.type === 'sequence' ? (
        <PlaySequence sequence={element} />
      ) : (
        'children' in element &&
        byZOrder(element.children).map((child) => <PlayElement key={child.id} element={child} />)
      )}
    </div>
  );
}

/** A sequence shows its visible children in order, each for its play time (the domain's sequenceSteps). */
function PlaySequence({ sequence }: { sequence: SequenceElement }) {
  const steps = useMemo(() => sequenceSteps(sequence.children), [sequence.children]);
  const step = useSequenceStep(steps);
  const child = step && sequence.children.find((c) => c.id === step.id);
  // Keyed by the child, so a video starts again and a nested sequence from its first step.
  return child ? <PlayElement key={child.id} element={child} /> : null;
}
