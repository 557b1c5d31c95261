import { describe, expect, it } from 'vitest';
import { countAxis } from './count-axis.ts';

describe('countAxis', () => {
  it('ticks every whole number up to the largest stacked bar, when it is ten or less', () => {
    const axis = countAxis(
      [
        { day: '2026-11-28', Media: 1, Audio: 1 },
        { day: '2026-11-29', Media: 3, Audio: 0 },
      ],
      ['Media', 'Audio'],
    );
    expect(axis.axisLeft.tickValues).toEqual([0, 1, 2, 3]);
    expect(axis.gridYValues).toEqual([0, 1, 2, 3]);
  });

  it('keeps a 0 and a 1 for an empty or all-zero chart', () => {
    expect(countAxis([], ['count']).axisLeft.tickValues).toEqual([0, 1]);
    expect(countAxis([{ count: 0 }], ['count']).axisLeft.tickValues).toEqual([0, 1]);
  });

  it('asks for six ticks over a larger range, and ignores keys that are not counts', () => {
    expect(countAxis([{ count: 11, label: 'x' }], ['count', 'label']).axisLeft.tickValues).toBe(6);
  });

  it('writes its ticks and bar values with thousands grouped, as the legends and tables do', () => {
    const axis = countAxis([{ count: 734_442 }], ['count']);
    expect(axis.axisLeft.format(30_000)).toBe('30,000');
    expect(axis.valueFormat(734_442)).toBe('734,442');
  });
});
