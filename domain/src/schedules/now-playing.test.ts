import { describe, expect, it } from 'vitest';
import { nowPlaying, type Verdict } from './now-playing.ts';
import { compileSchedule, type ScheduleInput } from './schedule.ts';
import type { ScheduleTimer } from './timer.ts';
import { verdictMessage } from './verdict-message.ts';
import { DOW, DOW_ALL } from './wall-clock.ts';

const at = (iso: string) => Date.parse(iso);
const timer = (start: string, end: string, dow = DOW_ALL, day_part = false): ScheduleTimer => ({
  start,
  end,
  dow,
  day_part,
});
const schedule = (schedule_id: number, t: ScheduleTimer, tags: string[] = [], more: Partial<ScheduleInput> = {}) =>
  compileSchedule({ schedule_id, layout_id: 100 + schedule_id, tags, timer: t, ...more });
const london = (tags: string[] = ['lobby']) => ({ tags, timeZone: 'Europe/London' });
/** A verdict as a person and a program read it: the code, its fields and its sentence. */
const verdictOf = (verdicts: Verdict[], id: number) => {
  const verdict = verdicts.find((v) => v.scheduleId === id)!;
  const { scheduleId, channel, code, missingTags, winnerId } = verdict;
  return { scheduleId, channel, code, missingTags, winnerId, message: verdictMessage(verdict) };
};

// 2026-01-05 is a Monday; London is on GMT in January.
describe('why each schedule does or does not play', () => {
  const schedules = [
    schedule(1, timer('2026-01-01T00:00', '2026-12-31T23:59'), ['lobby', 'floor2']),
    schedule(2, timer('2026-02-01T09:00', '2026-12-31T23:59'), ['lobby']),
    schedule(3, timer('2025-01-01T00:00', '2025-12-31T23:59'), ['lobby']),
    schedule(4, timer('2026-01-01T00:00', '2026-12-31T23:59', DOW.sat | DOW.sun), ['lobby']),
    schedule(5, timer('2026-01-01T09:00', '2026-12-31T11:00', DOW_ALL, true), ['lobby']),
    schedule(6, timer('2026-01-01T00:00', '2026-12-31T23:59'), []),
    schedule(7, timer('2026-01-01T12:00', '2026-12-31T18:00', DOW.mon, true), ['lobby']),
  ];
  const answer = nowPlaying(london(), schedules, at('2026-01-05T14:30:00Z'));

  it('reads the instant on the device clock', () => {
    expect(answer.wallClock).toBe('2026-01-05T14:30');
    expect(answer.timeZone).toBe('Europe/London');
  });

  it('plays the most specific active schedule', () => {
    expect(answer.screen).toBe(7);
    expect(answer.audio).toBeNull();
    expect(verdictOf(answer.verdicts, 7)).toEqual({
      scheduleId: 7,
      channel: 'screen',
      code: 'plays',
      missingTags: undefined,
      winnerId: undefined,
      message:
        'Plays: it reaches this device by #lobby and ranks first of the 2 layout schedules active now ' +
        '(most tags first, then the newest).',
    });
  });

  it.each([
    [1, 'not-reached', 'Not reached: the device does not carry #floor2.'],
    [2, 'not-started', 'Not started: it starts 1st Feb 2026 09:00 (Europe/London).'],
    [3, 'ended', 'Ended: it ended 31st Dec 2025 23:59 (Europe/London).'],
    [4, 'not-today', 'Not today: it runs Sat, Sun and it is Monday in Europe/London.'],
    [5, 'outside-day-part', 'Outside the day part: it runs 09:00-11:00 and it is 14:30 in Europe/London.'],
    [6, 'outranked', 'Not playing: schedule 7 plays instead, because it is more specific (1 tag against 0).'],
  ])('schedule %i: %s', (id, code, message) => {
    expect(verdictOf(answer.verdicts, id)).toMatchObject({ code, message });
  });

  it('names the missing tags and the winner in machine-readable fields', () => {
    expect(verdictOf(answer.verdicts, 1).missingTags).toEqual(['floor2']);
    expect(verdictOf(answer.verdicts, 6).winnerId).toBe(7);
  });

  it('answers one verdict per schedule, in the order given', () => {
    expect(answer.verdicts.map((v) => v.scheduleId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('ranking', () => {
  const always = timer('2026-01-01T00:00', '2026-12-31T23:59');
  const device = london(['lobby', 'floor2', 'window']);
  const t = at('2026-01-05T12:00:00Z');

  it('prefers more tags, whatever the ids', () => {
    const answer = nowPlaying(device, [schedule(9, always, ['lobby']), schedule(2, always, ['lobby', 'window'])], t);
    expect(answer.screen).toBe(2);
  });

  it('prefers the newest between equally specific schedules', () => {
    const answer = nowPlaying(device, [schedule(4, always, ['window']), schedule(8, always, ['lobby'])], t);
    expect(answer.screen).toBe(8);
    expect(verdictOf(answer.verdicts, 4).message).toBe(
      'Not playing: schedule 8 plays instead, because it is newer, with as many tags (1).',
    );
  });

  it('plays a schedule without tags on every player when alone', () => {
    const answer = nowPlaying(london([]), [schedule(1, always)], t);
    expect(answer.screen).toBe(1);
    expect(verdictOf(answer.verdicts, 1).message).toBe(
      'Plays: it reaches this device as a schedule for all media players and no other layout schedule is active now.',
    );
  });

  it('plays an audio playlist beside a layout', () => {
    const audio = schedule(5, always, ['lobby'], { layout_id: null, audio_playlist_id: 50 });
    const answer = nowPlaying(device, [schedule(1, always, ['lobby', 'floor2']), audio], t);
    expect(answer).toMatchObject({ screen: 1, audio: 5 });
    expect(verdictOf(answer.verdicts, 5).message).toBe(
      'Plays: it reaches this device by #lobby and no other audio playlist schedule is active now.',
    );
  });

  it('plays stings on a channel of their own: the most specific take turns, beside the music (issue 25)', () => {
    const music = schedule(5, always, ['lobby'], { layout_id: null, audio_playlist_id: 50 });
    const sting = (id: number, tags: string[]) =>
      schedule(id, always, tags, { layout_id: null, audio_playlist_id: 60 + id, audio_playlist_type: 'sting' });
    const answer = nowPlaying(
      device,
      [music, sting(6, ['lobby', 'floor2']), sting(7, ['floor2', 'lobby']), sting(8, ['lobby'])],
      t,
    );
    expect(answer).toMatchObject({ audio: 5, stings: [6, 7] });
    expect(verdictOf(answer.verdicts, 5).code).toBe('plays');
    expect(verdictOf(answer.verdicts, 6)).toMatchObject({
      channel: 'sting',
      code: 'plays',
      message:
        'Plays between layouts: it reaches this device by #lobby, #floor2 and takes turns with the other 1 as specific sting schedule active now.',
    });
    expect(verdictOf(answer.verdicts, 8)).toMatchObject({ code: 'outranked', winnerId: 7 });
    const alone = nowPlaying(device, [sting(8, ['lobby'])], t);
    expect(verdictOf(alone.verdicts, 8).message).toBe(
      'Plays between layouts: it reaches this device by #lobby and no other sting schedule as specific is active now.',
    );
  });

  it('plays nothing when nothing is active', () => {
    expect(nowPlaying(device, [], t)).toMatchObject({ screen: null, audio: null, stings: [], verdicts: [] });
  });

  it('words the same verdicts in the same order, whatever order the schedules come in', () => {
    const list = [schedule(1, always, ['lobby']), schedule(2, always, ['window']), schedule(3, always)];
    const forward = nowPlaying(device, list, t);
    const backward = nowPlaying(device, [...list].reverse(), t);
    expect(backward.screen).toBe(forward.screen);
    const worded = (playing: typeof forward) => playing.verdicts.map((v) => verdictMessage(v));
    expect(worded(backward).reverse()).toEqual(worded(forward));
  });
});

describe("each device's own zone", () => {
  // 09:00-17:00 on the clock, wherever the screen is.
  const office = schedule(1, timer('2026-01-01T09:00', '2026-12-31T17:00', DOW_ALL, true), ['lobby']);
  const t = at('2026-01-05T15:00:00Z');

  it.each([
    ['Europe/London', 'plays', '2026-01-05T15:00'],
    ['America/New_York', 'plays', '2026-01-05T10:00'],
    ['Asia/Tokyo', 'outside-day-part', '2026-01-06T00:00'],
    ['America/Los_Angeles', 'outside-day-part', '2026-01-05T07:00'],
  ])('%s: %s at %s', (timeZone, code, wallClock) => {
    const answer = nowPlaying({ tags: ['lobby'], timeZone }, [office], t);
    expect(answer.wallClock).toBe(wallClock);
    expect(answer.verdicts[0]!.code).toBe(code);
  });
});
