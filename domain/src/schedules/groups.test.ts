import { describe, expect, it } from 'vitest';
import { displayInstant, groupSchedules } from './groups.ts';
import { compileSchedule } from './schedule.ts';
import { DOW_ALL } from './wall-clock.ts';

const schedule = (schedule_id: number, start: string, end: string) =>
  compileSchedule({ schedule_id, layout_id: 1, tags: [], timer: { start, end, dow: DOW_ALL, day_part: false } });

describe('groupSchedules', () => {
  const schedules = [
    schedule(1, '2026-01-01T00:00', '2026-01-05T09:00'),
    schedule(2, '2026-01-05T09:00', '2026-01-05T17:00'),
    schedule(3, '2026-01-05T10:00', '2026-01-06T00:00'),
  ];

  it('splits by the clock of the zone asked', () => {
    const at = Date.parse('2026-01-05T09:30:00Z');
    const ids = (zone: string) => {
      const groups = groupSchedules(schedules, at, zone);
      return {
        previous: groups.previous.map((s) => s.id),
        current: groups.current.map((s) => s.id),
        future: groups.future.map((s) => s.id),
      };
    };
    // 09:30 in London: the first ended at 09:00, the third starts at 10:00.
    expect(ids('Europe/London')).toEqual({ previous: [1], current: [2], future: [3] });
    // 04:30 in New York: the first is still running.
    expect(ids('America/New_York')).toEqual({ previous: [], current: [1], future: [2, 3] });
    // 10:30 in Berlin.
    expect(ids('Europe/Berlin')).toEqual({ previous: [1], current: [2, 3], future: [] });
  });
});

describe('displayInstant', () => {
  it('shows the clock reading with its zone', () => {
    expect(displayInstant(Date.parse('2026-07-05T08:00:00Z'), 'Europe/London')).toBe(
      '5th Jul 2026 09:00 (Europe/London)',
    );
  });
});
