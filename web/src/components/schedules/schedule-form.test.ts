import { SCHEDULE_MESSAGES } from '@signage/domain/schedules/messages';
import { describe, expect, it } from 'vitest';
import { newScheduleValues, scheduleChanged, scheduleInput, timerProblem, toggleDay } from './schedule-form.ts';

describe('schedule dialog values', () => {
  it('starts a new schedule today 00:00 and ends it 23:59 seven days later on the person’s clock, every day', () => {
    // 23:30 UTC on 5 Jan 2026 is already 6 Jan in Berlin.
    const values = newScheduleValues(Date.UTC(2026, 0, 5, 23, 30), 'Europe/Berlin');
    expect(values).toEqual({
      timer: { start: '2026-01-06T00:00', end: '2026-01-13T23:59', dow: 127, day_part: false },
      tags: [],
    });
  });

  it('pre-fills a new schedule’s tags with the session’s (spec 01 §6)', () => {
    expect(newScheduleValues(Date.UTC(2026, 0, 5), 'UTC', ['lobby', 'floor2']).tags).toEqual([
      { name: 'lobby' },
      { name: 'floor2' },
    ]);
  });

  it('sees a change in dates, weekdays, day part or tags, and nothing else', () => {
    const a = newScheduleValues(Date.UTC(2026, 0, 5), 'UTC');
    expect(scheduleChanged(a, { ...a, tags: [...a.tags] })).toBe(false);
    expect(scheduleChanged(a, { ...a, timer: { ...a.timer, dow: toggleDay(a.timer.dow, 64) } })).toBe(true);
    expect(scheduleChanged(a, { ...a, timer: { ...a.timer, day_part: true } })).toBe(true);
    expect(scheduleChanged(a, { ...a, tags: [{ name: 'lobby', color: '#fff' }] })).toBe(true);
    expect(scheduleChanged({ ...a, tags: [{ name: 'lobby' }] }, { ...a, tags: [{ name: 'lobby', color: 'x' }] })).toBe(
      false,
    );
  });

  it('checks the timer with the spec’s messages before asking the service', () => {
    const a = newScheduleValues(Date.UTC(2026, 0, 5), 'UTC');
    expect(timerProblem(a)).toBeUndefined();
    expect(timerProblem({ ...a, timer: { ...a.timer, end: '2026-01-04T10:00' } })).toBe(
      SCHEDULE_MESSAGES.endBeforeStart,
    );
    const dayPart = { ...a.timer, day_part: true, start: '2026-01-05T18:00', end: '2026-01-09T09:00' };
    expect(timerProblem({ ...a, timer: dayPart })).toBe(SCHEDULE_MESSAGES.dayPartTimes);
  });

  it('sends the layout, the tag names and the timer', () => {
    const a = { ...newScheduleValues(Date.UTC(2026, 0, 5), 'UTC'), tags: [{ name: 'cafe', color: '#abc' }] };
    expect(scheduleInput('7', a)).toEqual({
      layoutId: '7',
      tags: ['cafe'],
      timer: { start: '2026-01-05T00:00', end: '2026-01-12T23:59', dow: 127, dayPart: false },
    });
  });
});
