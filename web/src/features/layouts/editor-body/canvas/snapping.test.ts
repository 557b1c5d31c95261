import { newElement } from '@signage/domain/layouts/elements';
import { describe, expect, it } from 'vitest';
import { normalise } from '../model/normalise.ts';
import { dragSnapLines, snapAxis, snapDrag, snapLines } from './snapping.ts';

describe('canvas snapping', () => {
  const lines = snapLines([{ left: 20, top: 10, pwidth: 30, pheight: 20 }]);

  it('offers the parent edges and centre and a sibling edges and centre', () => {
    expect(lines.xs.sort((a, b) => a - b)).toEqual([0, 20, 35, 50, 100]);
    expect(lines.ys.sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 50, 100]);
  });

  it('snaps the nearest of start edge, centre and end edge within the threshold', () => {
    // A 10 % wide box at 9: its right edge (19) is 1 from the sibling's left edge (20).
    expect(snapAxis(9, 10, lines.xs, 1.5)).toEqual({ position: 10, line: 20 });
    // Its centre at 35.5 meets the sibling's centre (35).
    expect(snapAxis(30.5, 10, lines.xs, 1)).toEqual({ position: 30, line: 35 });
    expect(snapAxis(60, 10, lines.xs, 1)).toBeUndefined();
  });

  it('takes the lines of a drag from the siblings that stay, not from what moves or lives elsewhere', () => {
    const box = (left: number, top: number, pwidth: number, pheight: number) => ({ left, top, pwidth, pheight });
    const doc = normalise({
      ...newElement('region', 'root'),
      children: [
        { ...newElement('image', 'moving'), ...box(10, 10, 10, 10) },
        { ...newElement('image', 'alsoMoving'), ...box(70, 70, 10, 10) },
        { ...newElement('image', 'still'), ...box(40, 60, 20, 10) },
        { ...newElement('region', 'other'), ...box(0, 80, 100, 20), children: [newElement('text', 'deeper')] },
      ],
    });
    const { xs, ys } = dragSnapLines(doc, 'root', new Set(['moving', 'alsoMoving']));
    expect(xs.sort((a, b) => a - b)).toEqual([0, 40, 50, 60, 100]);
    expect(ys.sort((a, b) => a - b)).toEqual([0, 50, 60, 65, 70, 80, 90, 100]);
  });

  it('snaps a drag to a sibling edge on one axis and a sibling centre on the other, answering the guides to draw', () => {
    const moved = snapDrag({ left: 0, top: 0, pwidth: 10, pheight: 6 }, lines, 9.6, 19.7, { x: 0.5, y: 0.5 });
    // The right edge (19.6) meets the sibling's left edge (20); the top (19.7) its bottom edge (20).
    expect(moved).toEqual({ snapTo: { left: 10, top: 20 }, guides: { xs: [20], ys: [20] } });
    // The centre (35.2) meets the sibling's centre (35); nothing is near on the other axis.
    const centred = snapDrag({ left: 0, top: 0, pwidth: 10, pheight: 6 }, lines, 30.2, 70, { x: 0.5, y: 0.5 });
    expect(centred).toEqual({ snapTo: { left: 30, top: undefined }, guides: { xs: [35], ys: [] } });
  });

  it('snaps to the parent edges and centre', () => {
    const atEdge = snapDrag({ left: 50, top: 50, pwidth: 20, pheight: 20 }, snapLines([]), 29.8, -24.6, {
      x: 0.5,
      y: 0.5,
    });
    // Right edge at 99.8 meets the parent's right edge; the centre (50 - 24.6 + 10 = 35.4) meets nothing.
    expect(atEdge).toEqual({ snapTo: { left: 80, top: undefined }, guides: { xs: [100], ys: [] } });
    const atCentre = snapDrag({ left: 0, top: 0, pwidth: 20, pheight: 20 }, snapLines([]), 39.7, 40.4, {
      x: 0.5,
      y: 0.5,
    });
    expect(atCentre).toEqual({ snapTo: { left: 40, top: 40 }, guides: { xs: [50], ys: [50] } });
  });
});
