import { describe, expect, it } from 'vitest';
import { dayAxis, dayTickFormat, dayTicks, everyDay } from './daily-series.ts';

const empty = (day: string) => ({ day, count: 0 });

describe('everyDay', () => {
  it('puts the days without plays between the days with plays, from the first day of the range to the last', () => {
    const days = everyDay(
      [
        { day: '2026-11-02', count: 3 },
        { day: '2026-10-30', count: 1 },
      ],
      '2026-10-29',
      '2026-11-03',
      empty,
    );
    expect(days).toEqual([
      { day: '2026-10-29', count: 0 },
      { day: '2026-10-30', count: 1 },
      { day: '2026-10-31', count: 0 },
      { day: '2026-11-01', count: 0 },
      { day: '2026-11-02', count: 3 },
      { day: '2026-11-03', count: 0 },
    ]);
  });

  it('widens the range to a row outside it rather than dropping the row', () => {
    const days = everyDay([{ day: '2026-11-05', count: 2 }], '2026-11-03', '2026-11-04', empty);
    expect(days.map((d) => d.day)).toEqual(['2026-11-03', '2026-11-04', '2026-11-05']);
  });

  it('over more than three years keeps only the days with plays, in order', () => {
    const rows = [
      { day: '2020-05-01', count: 4 },
      { day: '2016-01-02', count: 1 },
    ];
    expect(everyDay(rows, '2015-01-01', '2026-11-29', empty)).toEqual([rows[1], rows[0]]);
  });
});

describe('dayTicks', () => {
  const days = (n: number) => Array.from({ length: n }, (_, i) => ({ day: `d${i}` }));

  it('labels every day of a short range', () => {
    expect(dayTicks(days(7))).toEqual(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6']);
  });

  it('labels every n-th day of a month, at most ten', () => {
    expect(dayTicks(days(31))).toEqual(['d0', 'd4', 'd8', 'd12', 'd16', 'd20', 'd24', 'd28']);
  });
});

describe('everyDay before the range is known', () => {
  it('gives the rows in order', () => {
    expect(everyDay([{ day: '2026-11-02' }, { day: '2026-11-01' }], '', '', (day) => ({ day }))).toEqual([
      { day: '2026-11-01' },
      { day: '2026-11-02' },
    ]);
  });
});

describe('dayTickFormat', () => {
  it('writes the days as the console writes dates, without the year within one year', () => {
    const format = dayTickFormat([{ day: '2026-10-30' }, { day: '2026-11-02' }]);
    expect(format('2026-10-30')).toBe('30th Oct');
  });

  it('with the year where the days run over two', () => {
    const format = dayTickFormat([{ day: '2026-12-30' }, { day: '2027-01-02' }]);
    expect(format('2027-01-02')).toBe('2nd Jan 2027');
  });
});

describe('dayAxis', () => {
  it("names a few days on the axis and each bar's day in its tooltip, as the console writes dates", () => {
    const month = Array.from({ length: 31 }, (_, i) => ({ day: `2026-10-${String(i + 1).padStart(2, '0')}` }));
    const axis = dayAxis(month, 5, -60);
    expect(axis.axisBottom.tickValues).toEqual(['2026-10-01', '2026-10-08', '2026-10-15', '2026-10-22', '2026-10-29']);
    expect(axis.axisBottom.tickRotation).toBe(-60);
    expect(axis.tooltipLabel({ id: 'tap', indexValue: '2026-10-30' })).toBe('tap - 30th Oct');
  });
});
