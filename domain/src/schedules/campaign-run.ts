/**
 * A campaign run as a source the schedule evaluator (now-playing.ts) considers beside schedules. A run
 * reaches a device through the device's venue, not its tags: it plays on the devices of its venues, within its
 * dates read on the venue's clock (a device in a venue runs on the venue's zone), on every weekday, all day.
 *
 * Its rank: a run outranks every schedule on the screen. A run is booked: an advertiser pays for its plays and the
 * operator reports them (delivery, proof of play), so a schedule meant as the screen's everyday content must not
 * silently take its place. Between runs reaching one device, the newest run (highest run id) plays, the same
 * "latest instruction" rule schedules follow between equals.
 */
import type { CompiledSchedule } from './schedule.ts';
import { compileTimer } from './timer.ts';
import { DOW_ALL } from './wall-clock.ts';

/** A run's timer: wall-clock date-times `YYYY-MM-DDTHH:mm` read in each venue's zone; 23:59 ends the day. */
export interface RunTimer {
  start: string;
  end: string;
}

/** How a person names a run: "campaign Summer sale, run 2" (the device page's "why"). */
export function runTitle(campaignName: string, runNumber: number): string {
  return `campaign ${campaignName}, run ${runNumber}`;
}

export interface CampaignRunInput {
  campaign_run_id: number;
  campaign_id: number;
  campaign_name: string;
  run_number: number;
  layout_id: number | null;
  timer: RunTimer;
  venue_ids: readonly number[];
}

/** Compiles a run whose timer runTimerProblem accepted into a source of the screen channel. */
export function compileCampaignRun(run: CampaignRunInput): CompiledSchedule {
  return {
    id: run.campaign_run_id,
    channel: 'screen',
    tags: [],
    tagKey: '',
    timer: compileTimer({ start: run.timer.start, end: run.timer.end, dow: DOW_ALL, day_part: false }),
    source: {
      schedule_id: run.campaign_run_id,
      layout_id: run.layout_id,
      tags: [],
      timer: { ...run.timer, dow: DOW_ALL, day_part: false },
    },
    campaign: {
      campaignId: run.campaign_id,
      campaignName: run.campaign_name,
      runId: run.campaign_run_id,
      runNumber: run.run_number,
      venueIds: new Set(run.venue_ids),
    },
  };
}
