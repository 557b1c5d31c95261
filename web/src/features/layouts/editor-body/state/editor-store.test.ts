import { type ContainerElement, type LayoutElement, newElement } from '@signage/domain/layouts/elements';
import type { KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { handleEditorKey } from '../keyboard.ts';
import { denormalise } from '../model/normalise.ts';
import { createEditorStore, type EditorStore } from './editor-store.ts';

const box = (left: number, top: number, pwidth: number, pheight: number) => ({ left, top, pwidth, pheight });

/** root > region A (left half) > image a1; root > region B (right half); root > text t. */
function sample(): ContainerElement {
  const a1 = { ...newElement('image', 'a1'), ...box(10, 10, 50, 50) };
  const regionA = { ...newElement('region', 'A'), ...box(0, 0, 50, 100), children: [a1] };
  const regionB = { ...newElement('region', 'B'), ...box(50, 0, 50, 100), zOrder: 1 };
  const text = { ...newElement('text', 't'), ...box(0, 0, 20, 10), zOrder: 2 };
  return { ...newElement('region', 'root'), children: [regionA, regionB, text] };
}
const setup = (mode?: Parameters<typeof createEditorStore>[1]) => {
  const store = createEditorStore(sample(), mode);
  const node = (id: string) => store.getState().doc.nodes[id]!;
  const history = () => store.temporal.getState().pastStates.length;
  return { store, a: store.getState().actions, node, history };
};

/** A key pressed on the canvas, as the editor's handler receives it. */
const press = (store: EditorStore, key: string, mods: { shift?: boolean; ctrl?: boolean } = {}) =>
  handleEditorKey(
    {
      key,
      shiftKey: !!mods.shift,
      ctrlKey: !!mods.ctrl,
      metaKey: false,
      target: document.body,
    } as unknown as KeyboardEvent,
    store,
  );

describe('layout editor store', () => {
  it('moves by arrow steps of 0.25 percent and keeps the element inside its parent', () => {
    const { a, node } = setup();
    a.moveBy(['a1'], 0.25, -0.25);
    expect([node('a1').left, node('a1').top]).toEqual([10.25, 9.75]);
    a.moveBy(['a1'], 80, 80);
    expect([node('a1').left, node('a1').top]).toEqual([50, 50]);
    a.moveBy(['a1'], -200, -200);
    expect([node('a1').left, node('a1').top]).toEqual([0, 0]);
  });

  it('lands a drag on 0.25 percent steps of the parent and clamps a group at the first edge it meets', () => {
    const { a, node } = setup();
    const parentPx = { width: 400, height: 400 };
    // 5 px of a 400 px parent is 1.25 percent; 3 px (0.75 %) rounds to a step too.
    a.dragTo([{ id: 'a1', left: 10, top: 10, parentPx }], 5, 3);
    expect([node('a1').left, node('a1').top]).toEqual([11.25, 10.75]);
    a.dragTo([{ id: 'a1', left: 10, top: 10, parentPx }], 1.1, 0);
    expect(node('a1').left).toBe(10.25);
    // t is 20 % wide at the root's left edge, B 50 % wide at its right: the pair cannot move at all sideways.
    const rootPx = { width: 800, height: 450 };
    a.dragTo(
      [
        { id: 't', left: 0, top: 0, parentPx: rootPx },
        { id: 'B', left: 50, top: 0, parentPx: rootPx },
      ],
      -40,
      0,
    );
    expect([node('t').left, node('B').left]).toEqual([0, 50]);
  });

  it('resizes from a handle in 0.25 steps, never past the parent and never below one step', () => {
    const { a, node } = setup();
    const from = box(10, 10, 50, 50);
    a.resizeFrom('a1', from, 'se', 10.1, 100);
    expect([node('a1').pwidth, node('a1').pheight]).toEqual([60, 90]);
    a.resizeFrom('a1', from, 'nw', -30, 70);
    expect(box(node('a1').left, node('a1').top, node('a1').pwidth, node('a1').pheight)).toEqual(
      box(0, 59.75, 60, 0.25),
    );
  });

  it('adds an element with newElement defaults inside the selected container, on top', () => {
    const { store, a, node } = setup();
    a.select('a1');
    a.add('text');
    const [added] = store.getState().selection;
    expect(store.getState().doc.parentOf[added!]).toBe('A');
    expect(node(added!)).toMatchObject({
      type: 'text',
      font_family: 'OpenSans',
      font_size: 100,
      duration: 30,
      zOrder: 1,
    });
  });

  it('duplicates with new ids for the element and everything inside it', () => {
    const { store, a, node } = setup();
    a.select('A');
    a.duplicate();
    const [copy] = store.getState().selection;
    expect(copy).not.toBe('A');
    expect(store.getState().doc.childIds.root).toEqual(['A', 'B', 't', copy]);
    const [child] = store.getState().doc.childIds[copy!]!;
    expect(child).not.toBe('a1');
    expect(node(child!)).toMatchObject({ type: 'image', left: 10, top: 10 });
    // One step down and right, but A is full height: it stays inside the layout.
    expect(node(copy!)).toMatchObject({ left: 1, top: 0, zOrder: 3 });
  });

  it('reorders z-order and renumbers zOrder as drawn', () => {
    const { store, a, node } = setup();
    a.reorder('t', 0);
    expect(store.getState().doc.childIds.root).toEqual(['t', 'A', 'B']);
    expect([node('t').zOrder, node('A').zOrder, node('B').zOrder]).toEqual([0, 1, 2]);
  });

  it('moves between containers keeping the place on screen, clamped inside the new parent', () => {
    const { store, a, node } = setup();
    // a1 sits at 5..30 % across the layout; B covers 50..100 %: it is pushed to B's left edge.
    a.moveToContainer('a1', 'B');
    expect(store.getState().doc.parentOf.a1).toBe('B');
    expect(box(node('a1').left, node('a1').top, node('a1').pwidth, node('a1').pheight)).toEqual(box(0, 10, 50, 50));
    // t (0..20 % x 0..10 %) into A (0..50 % x 0..100 %): 40 % of A wide, 10 % high.
    a.moveToContainer('t', 'A');
    expect(box(node('t').left, node('t').top, node('t').pwidth, node('t').pheight)).toEqual(box(0, 0, 40, 10));
    // A container never goes inside itself.
    a.moveToContainer('A', 'A');
    expect(store.getState().doc.parentOf.A).toBe('root');
  });

  it('makes one undo step of a whole drag and keeps selection out of history', () => {
    const { store, a, node, history } = setup();
    a.select('a1');
    a.select('B', { toggle: true });
    expect(history()).toBe(0);
    a.beginGesture();
    const parentPx = { width: 400, height: 400 };
    for (let px = 1; px <= 60; px++) a.dragTo([{ id: 'a1', left: 10, top: 10, parentPx }], px, 0);
    a.endGesture();
    expect(node('a1').left).toBe(25);
    expect(history()).toBe(1);
    a.undo();
    expect(node('a1').left).toBe(10);
    expect(store.getState().selection).toEqual(['a1', 'B']);
    a.redo();
    expect(node('a1').left).toBe(25);
    a.moveBy(['a1'], 1, 0);
    expect(history()).toBe(2);
  });

  it('drops deleted elements from the selection, and undo brings them back', () => {
    const { store, a } = setup();
    a.select('A');
    a.remove();
    expect(store.getState().doc.nodes.a1).toBeUndefined();
    expect(store.getState().selection).toEqual([]);
    a.undo();
    const tree = denormalise(store.getState().doc) as ContainerElement;
    expect((tree.children[0] as ContainerElement).children.map((c: LayoutElement) => c.id)).toEqual(['a1']);
  });

  it('on template-view-edit changes only elements marked editable', () => {
    const tree = sample();
    (tree.children[2] as LayoutElement).editable = false;
    const store = createEditorStore(tree, { readOnly: false, pageType: 'template-view-edit' });
    const a = store.getState().actions;
    a.moveBy(['t'], 1, 1);
    a.update('t', { text_value: 'changed' } as never);
    a.remove(['t']);
    expect(store.getState().doc.nodes.t).toMatchObject({ left: 0, top: 0, text_value: 'Enter your text here' });
    a.update('a1', { name: 'Logo' });
    expect(store.getState().doc.nodes.a1!.name).toBe('Logo');
    // Whether an element is editable is the template author's call, not the user's.
    a.update('a1', { editable: false });
    expect(store.getState().doc.nodes.a1!.editable).toBe(true);
  });

  it('changes nothing when read-only', () => {
    const store = createEditorStore(sample(), { readOnly: true, pageType: 'layout' });
    const a = store.getState().actions;
    a.select('a1');
    a.moveBy(['a1'], 1, 1);
    a.add('image');
    a.duplicate();
    expect(store.getState().doc.nodes.a1!.left).toBe(10);
    expect(Object.keys(store.getState().doc.nodes)).toHaveLength(5);
    expect(store.temporal.getState().pastStates).toHaveLength(0);
  });

  it('refuses widgets in a touch-app layout', () => {
    const { store, a } = setup();
    a.add('touchapp');
    a.select('root');
    a.add('widget_web');
    expect(store.getState().notice).toBe('A touch app layout accepts no widgets.');
  });

  it('moves a rubber-band selection together: a drag keeps the arrangement, arrows move each by the same step', () => {
    const { store, a, node, history } = setup();
    // The band chose t (a child of the root, 800 x 400 px) and a1 (inside A, 400 x 400 px).
    a.selectMany(['t', 'a1']);
    const px = { t: { width: 800, height: 400 }, a1: { width: 400, height: 400 } };
    const starts = () =>
      (['t', 'a1'] as const).map((id) => ({
        id,
        left: id === 't' ? 0 : 10,
        top: id === 't' ? 0 : 10,
        parentPx: px[id],
      }));
    a.beginGesture();
    for (let step = 4; step <= 40; step += 4) a.dragTo(starts(), step, step);
    a.endGesture();
    // 40 px is 5 % and 10 % of the root, 10 % of A: both moved the same distance on screen.
    expect([node('t').left, node('t').top, node('a1').left, node('a1').top]).toEqual([5, 10, 20, 20]);
    expect(history()).toBe(1);
    // a1 meets A's bottom edge after 160 px: the whole group stops there, so the arrangement survives.
    a.dragTo(starts(), 0, 1000);
    expect([node('t').top, node('a1').top]).toEqual([40, 50]);
    a.dragTo(starts(), 0, 40);
    expect(press(store, 'ArrowDown', { shift: true })).toBe(true);
    expect([node('t').top, node('a1').top]).toEqual([11, 21]);
  });

  it('keys: arrows 0.25 %, Shift 1 %, Ctrl+D duplicates, Delete removes; each press one undo step', () => {
    const { store, a, node, history } = setup();
    a.select('a1');
    press(store, 'ArrowRight');
    press(store, 'ArrowDown');
    expect([node('a1').left, node('a1').top]).toEqual([10.25, 10.25]);
    press(store, 'ArrowLeft', { shift: true });
    press(store, 'ArrowUp', { shift: true });
    expect([node('a1').left, node('a1').top]).toEqual([9.25, 9.25]);
    expect(history()).toBe(4);
    press(store, 'd', { ctrl: true });
    const [copy] = store.getState().selection;
    expect(copy).not.toBe('a1');
    expect(node(copy!)).toMatchObject({ type: 'image', left: 10.25, top: 10.25 });
    expect(store.getState().doc.childIds.A).toEqual(['a1', copy]);
    press(store, 'Delete');
    expect(store.getState().doc.nodes[copy!]).toBeUndefined();
    expect(history()).toBe(6);
    press(store, 'z', { ctrl: true });
    expect(store.getState().doc.childIds.A).toEqual(['a1', copy]);
    press(store, 'z', { ctrl: true });
    expect(store.getState().doc.childIds.A).toEqual(['a1']);
    press(store, 'z', { ctrl: true });
    expect([node('a1').left, node('a1').top]).toEqual([9.25, 10.25]);
    press(store, 'z', { ctrl: true, shift: true });
    expect([node('a1').left, node('a1').top]).toEqual([9.25, 9.25]);
  });
});
