import { newElement } from '@signage/domain/layouts/elements';
import { expect, it } from 'vitest';
import { createEditorStore } from './editor-store.ts';

it('records a drag whose first step changes nothing (snapped to where it was) as one undo step', () => {
  const text = { ...newElement('text', 't'), left: 0, top: 70, pwidth: 50, pheight: 30 };
  const store = createEditorStore({ ...newElement('region', 'root'), children: [text] });
  const a = store.getState().actions;
  const parentPx = { width: 400, height: 400 };
  const starts = [{ id: 't', left: 0, top: 70, parentPx }];
  a.beginGesture();
  a.dragTo(starts, 6, 0, { left: 0, top: 70 });
  a.dragTo(starts, 40, -20);
  a.endGesture();
  expect(store.getState().doc.nodes.t).toMatchObject({ left: 10, top: 65 });
  expect(store.temporal.getState().pastStates).toHaveLength(1);
  a.undo();
  expect(store.getState().doc.nodes.t).toMatchObject({ left: 0, top: 70 });
});
