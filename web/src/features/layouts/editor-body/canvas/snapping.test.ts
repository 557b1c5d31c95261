import { describe, expect, it } from 'vitest';
import { snapAxis, snapLines } from './snapping.ts';

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
});
