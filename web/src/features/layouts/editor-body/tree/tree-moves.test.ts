import { newElement } from '@signage/domain/layouts/elements';
import { describe, expect, it } from 'vitest';
import { normalise } from '../model/normalise.ts';
import { dropMove, flattenTree, moveIn, moveOut } from './tree-moves.ts';

const doc = normalise({
  ...newElement('region', 'root'),
  children: [
    { ...newElement('region', 'A'), zOrder: 0, children: [newElement('image', 'a1')] },
    { ...newElement('text', 't'), zOrder: 1 },
    { ...newElement('sequence', 'S'), zOrder: 2, children: [newElement('image', 's1'), newElement('image', 's2')] },
  ],
});

describe('element tree moves', () => {
  it('lists every element, parents first, with depth', () => {
    expect(flattenTree(doc).map((r) => `${r.id}:${r.depth}`)).toEqual([
      'root:0',
      'A:1',
      'a1:2',
      't:1',
      'S:1',
      's1:2',
      's2:2',
    ]);
  });

  it('moves out beside the parent and in to the container above', () => {
    expect(moveOut(doc, 'a1')).toEqual({ kind: 'container', targetId: 'root', index: 1 });
    expect(moveOut(doc, 'A')).toBeUndefined();
    expect(moveIn(doc, 't')).toEqual({ kind: 'container', targetId: 'A' });
    expect(moveIn(doc, 'A')).toBeUndefined();
  });

  it('turns a drop into a reorder among siblings or a move into another container', () => {
    expect(dropMove(doc, 's2', 's1', 'before')).toEqual({ kind: 'reorder', index: 0 });
    expect(dropMove(doc, 'A', 'S', 'after')).toEqual({ kind: 'reorder', index: 2 });
    expect(dropMove(doc, 't', 'S', 'inside')).toEqual({ kind: 'container', targetId: 'S' });
    expect(dropMove(doc, 'a1', 's1', 'after')).toEqual({ kind: 'container', targetId: 'S', index: 1 });
    expect(dropMove(doc, 'a1', 'root', 'inside')).toEqual({ kind: 'container', targetId: 'root' });
  });
});
