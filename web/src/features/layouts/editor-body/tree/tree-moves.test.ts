import { type ContainerElement, newElement } from '@signage/domain/layouts/elements';
import { describe, expect, it } from 'vitest';
import { denormalise, normalise } from '../model/normalise.ts';
import { createEditorStore } from '../state/editor-store.ts';
import { applyTreeMove, dropMove, dropWhere, flattenTree, moveIn, moveOut, type TreeMove } from './tree-moves.ts';

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

describe('element tree moves on the store', () => {
  const setup = () => {
    const store = createEditorStore(denormalise(doc) as ContainerElement);
    const state = () => store.getState();
    const history = () => store.temporal.getState().pastStates.length;
    return {
      store,
      state,
      history,
      apply: (id: string, move: TreeMove | undefined) => applyTreeMove(state().actions, id, move),
    };
  };

  it('reads a drop on a row: the top third before it, the rest of a container inside it, else by halves', () => {
    expect(dropWhere(doc, 'S', 0.2)).toBe('before');
    expect(dropWhere(doc, 'S', 0.6)).toBe('inside');
    expect(dropWhere(doc, 't', 0.4)).toBe('before');
    expect(dropWhere(doc, 't', 0.6)).toBe('after');
  });

  it('a row dropped among its siblings changes the z-order, one undo step', () => {
    const { state, history, apply } = setup();
    apply('S', dropMove(state().doc, 'S', 'A', dropWhere(state().doc, 'A', 0.1)));
    expect(state().doc.childIds.root).toEqual(['S', 'A', 't']);
    expect(['S', 'A', 't'].map((id) => state().doc.nodes[id]!.zOrder)).toEqual([0, 1, 2]);
    expect(history()).toBe(1);
    state().actions.undo();
    expect(state().doc.childIds.root).toEqual(['A', 't', 'S']);
  });

  it('a row dropped on a container goes inside it; on a row in another container, beside that row', () => {
    const { state, apply } = setup();
    apply('t', dropMove(state().doc, 't', 'S', dropWhere(state().doc, 'S', 0.7)));
    expect(state().doc.parentOf.t).toBe('S');
    expect(state().doc.childIds.S).toEqual(['s1', 's2', 't']);
    apply('a1', dropMove(state().doc, 'a1', 's2', dropWhere(state().doc, 's2', 0.1)));
    expect(state().doc.childIds.S).toEqual(['s1', 'a1', 's2', 't']);
    expect(state().doc.childIds.A).toEqual([]);
  });

  it('the keyboard way: move out beside the parent, move in to the container above', () => {
    const { state, apply } = setup();
    apply('a1', moveOut(state().doc, 'a1'));
    expect(state().doc.childIds.root).toEqual(['A', 'a1', 't', 'S']);
    apply('t', moveIn(state().doc, 't'));
    expect(state().doc.childIds.A).toEqual(['t']);
    expect(flattenTree(state().doc).map((r) => `${r.id}:${r.depth}`)).toEqual([
      'root:0',
      'A:1',
      't:2',
      'a1:1',
      'S:1',
      's1:2',
      's2:2',
    ]);
  });
});
