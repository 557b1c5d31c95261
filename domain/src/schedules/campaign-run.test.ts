import { describe, expect, it } from 'vitest';
import { compileCampaignRun } from './campaign-run.ts';
import { nowPlaying } from './now-playing.ts';
import { compileSchedule } from './schedule.ts';
import { verdictMessage } from './verdict-message.ts';

const run = (id: number, venues: number[], start = '2026-01-01T00:00', end = '2026-01-31T23:59') =>
  compileCampaignRun({
    campaign_run_id: id,
    campaign_id: 9,
    campaign_name: 'Summer sale',
    run_number: id,
    layout_id: 500 + id,
    timer: { start, end },
    venue_ids: venues,
  });
const everyday = compileSchedule({
  schedule_id: 1,
  layout_id: 101,
  tags: ['lobby'],
  timer: { start: '2026-01-01T00:00', end: '2026-12-31T23:59', dow: 127, day_part: false },
});
const at = Date.parse('2026-01-05T14:30:00Z');

describe('campaign runs in the evaluator', () => {
  it('plays a run on a device in one of its venues, before the schedules, and says "campaign X, run 2"', () => {
    const answer = nowPlaying({ tags: ['lobby'], timeZone: 'Europe/London', venueId: 7 }, [everyday, run(2, [7])], at);
    const verdict = answer.verdicts.find((v) => v.schedule.campaign)!;
    expect(verdict.code).toBe('plays');
    expect(answer.verdicts.find((v) => !v.schedule.campaign)!.code).toBe('outranked');
    expect(verdictMessage(verdict)).toContain('campaign Summer sale, run 2');
    expect(verdictMessage(answer.verdicts[0]!)).toBe(
      "Not playing: campaign Summer sale, run 2 plays instead, because a campaign run in the device's venue comes before schedules.",
    );
  });

  it('names a winner its reader may not see by id alone', () => {
    const answer = nowPlaying(
      { tags: ['lobby'], timeZone: 'UTC', venueId: 7 },
      [everyday, run(2, [7]), run(3, [7], '2026-01-02T00:00')],
      at,
    );
    const shown = (source: { campaign?: unknown; id: number }) => !source.campaign || source.id !== 3;
    expect(answer.verdicts.map((v) => verdictMessage(v, { shown }))).toEqual([
      "Not playing: campaign run 3 (not visible to you) plays instead, because a campaign run in the device's venue comes before schedules.",
      'Campaign Summer sale, run 2: not playing, campaign run 3 (not visible to you) plays instead, because it is the newer run.',
      "Plays campaign run 3 (not visible to you): the device is in one of the run's venues and the run is on (UTC).",
    ]);
  });

  it('does not reach a device outside its venues, nor one in no venue', () => {
    for (const venueId of [8, null]) {
      const answer = nowPlaying({ tags: ['lobby'], timeZone: 'UTC', venueId }, [everyday, run(2, [7])], at);
      expect(answer.verdicts[1]!.code).toBe('not-in-venue');
      expect(answer.screen).toBe(1);
      expect(verdictMessage(answer.verdicts[1]!)).toContain("the device is in none of the run's venues");
    }
  });

  it("reads the run's dates on the venue's clock", () => {
    // 23:30 UTC on 31 January is 1 February 10:30 in Sydney: the run has ended there, not in London.
    const late = Date.parse('2026-01-31T23:30:00Z');
    const sources = [run(2, [7])];
    expect(nowPlaying({ tags: [], timeZone: 'Europe/London', venueId: 7 }, sources, late).verdicts[0]!.code).toBe(
      'plays',
    );
    expect(nowPlaying({ tags: [], timeZone: 'Australia/Sydney', venueId: 7 }, sources, late).verdicts[0]!.code).toBe(
      'ended',
    );
  });

  it('plays the newest of two runs reaching one device', () => {
    const answer = nowPlaying({ tags: [], timeZone: 'UTC', venueId: 7 }, [run(2, [7]), run(3, [7, 8])], at);
    expect(answer.screen).toBe(3);
    expect(answer.verdicts[0]!.code).toBe('outranked');
  });
});
