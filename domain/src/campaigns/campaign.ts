/**
 * Campaigns (spec 02 §3 "Campaign"): a code, a name, tags, its content and its runs. A run has a timer
 * {start, end} and venues: it plays the campaign's content on the devices of its venues within its dates, read on
 * each venue's clock (a run's times are wall-clock times, like a schedule's timer, so 09:00 means 09:00 in every
 * venue). The campaign's own Start and End (its list's columns) are its earliest run start and latest run end.
 */
import { ADMIN_MESSAGES, savedMessages } from '../messages.ts';
import { requiredTextProblem } from '../required-text.ts';
import type { RunTimer } from '../schedules/campaign-run.ts';
import { wallClockAt } from '../schedules/time-zones.ts';
import { type WallClockSpanRule, wallClockSpanProblem } from '../schedules/validation.ts';
import { DAY_MS, dayStart, formatWallClock, MINUTE_MS } from '../schedules/wall-clock.ts';

export const CAMPAIGN_NOUN = 'Campaign';
export const CAMPAIGN_RUN_NOUN = 'Campaign run';
export const MAX_CAMPAIGN_NAME_LENGTH = 255;
export const MAX_CAMPAIGN_CODE_LENGTH = 64;
/** A campaign is booked for weeks or months, run by run; more than this is an estate, not a campaign. */
export const MAX_CAMPAIGN_RUNS = 100;
export const MAX_RUN_VENUES = 1000;
/** Spec 02 §9: the default run is 7 days, from 00:00 today to 23:59 at its end. */
export const DEFAULT_RUN_DAYS = 7;
/** Spec 02 §7: the campaign list holds campaigns ending after 6 months ago (older ones on request). */
export const CAMPAIGN_LIST_MONTHS_BACK = 6;
/** Spec 02 §9: the campaign screen's image preview is clamped to 500 px (550 px elsewhere). */
export const CAMPAIGN_PREVIEW_MAX_PX = 500;

/** Spec 02 §8 ("Venue and Campaign: successfully created, updated, deleted", "Run venues successfully updated.") */
export const CAMPAIGN_MESSAGES = {
  ...savedMessages(CAMPAIGN_NOUN),
  runVenuesUpdated: ADMIN_MESSAGES.runVenuesUpdated,
  nameEmpty: 'Campaign name empty.',
  nameTooLong: `The campaign name may hold at most ${MAX_CAMPAIGN_NAME_LENGTH} characters.`,
  codeEmpty: 'Campaign code empty.',
  codeTooLong: `The campaign code may hold at most ${MAX_CAMPAIGN_CODE_LENGTH} characters.`,
  tooManyRuns: `A campaign has at most ${MAX_CAMPAIGN_RUNS} runs.`,
  runInvalidDate: 'A run needs a valid start and end date and time.',
  runBeforeEarliest: 'A run may not start before 1st Jan 2015.',
  runAfterLatest: 'A run may not end after the last date the console can show.',
  runEndBeforeStart: "A run's end may not be before its start.",
  runOfAnotherCampaign: (runId: number, campaignId: number) => `Run ${runId} is not a run of campaign ${campaignId}.`,
} as const;

export type { RunTimer };

/**
 * Spec 02 §9: a new run lasts 7 days, from 00:00 today to 23:59 of its seventh day (so exactly 7 × 24 hours, the
 * 23:59 standing for the end of that day as in a schedule's timer). "Today" is read on the clock of `timeZone`.
 */
export function defaultRunTimer(now: number, timeZone: string): RunTimer {
  const today = dayStart(wallClockAt(now, timeZone));
  return {
    start: formatWallClock(today),
    end: formatWallClock(today + DEFAULT_RUN_DAYS * DAY_MS - MINUTE_MS),
  };
}

const RUN_SPAN_MESSAGES: Record<WallClockSpanRule, string> = {
  invalid: CAMPAIGN_MESSAGES.runInvalidDate,
  beforeEarliest: CAMPAIGN_MESSAGES.runBeforeEarliest,
  afterLatest: CAMPAIGN_MESSAGES.runAfterLatest,
  endBeforeStart: CAMPAIGN_MESSAGES.runEndBeforeStart,
};

/** The first rule a run's timer breaks (the span rules a schedule's timer keeps), as the message to show, or undefined. */
export function runTimerProblem(timer: RunTimer): string | undefined {
  const problem = wallClockSpanProblem(timer);
  return problem && RUN_SPAN_MESSAGES[problem];
}

/** What is wrong with a campaign's fields as sent (undefined: not sent), or undefined when nothing is. */
export function campaignProblem(fields: {
  code?: string;
  name?: string;
  runs?: readonly { timer: RunTimer }[];
}): string | undefined {
  const m = CAMPAIGN_MESSAGES;
  const textProblem =
    requiredTextProblem(fields.code, MAX_CAMPAIGN_CODE_LENGTH, m.codeEmpty, m.codeTooLong) ??
    requiredTextProblem(fields.name, MAX_CAMPAIGN_NAME_LENGTH, m.nameEmpty, m.nameTooLong);
  if (textProblem) return textProblem;
  if (fields.runs) {
    if (fields.runs.length > MAX_CAMPAIGN_RUNS) return m.tooManyRuns;
    for (const run of fields.runs) {
      const problem = runTimerProblem(run.timer);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** The campaign's Start and End (list columns): its earliest run start and latest run end; null without runs. */
export function campaignSpan(runs: readonly { timer: RunTimer }[]): { start: string | null; end: string | null } {
  let start: string | null = null;
  let end: string | null = null;
  for (const { timer } of runs) {
    // The storage form sorts as text in time order.
    if (start === null || timer.start < start) start = timer.start;
    if (end === null || timer.end > end) end = timer.end;
  }
  return { start, end };
}

/**
 * Spec 02 §7: the list shows campaigns ending after 6 months ago (a campaign with no runs has not ended). The
 * cut-off is a calendar date, `YYYY-MM-DD`, six months before `now`'s UTC date (clamped to the month's end).
 */
export function campaignListCutoff(now: number): string {
  const date = new Date(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - CAMPAIGN_LIST_MONTHS_BACK;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}
