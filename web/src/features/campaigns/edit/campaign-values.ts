import { campaignProblem, defaultRunTimer, type RunTimer } from '@signage/domain/campaigns/campaign';
import { type EditedRun, runChanges, runManageBlock } from '@signage/domain/campaigns/pending-runs';
import type { TagValue } from '../../../components/tags/tag-input.tsx';
import type { CampaignInput } from '../../../gql/graphql.ts';
import { objectBasicsInput, savedObjectBasics } from '../../../lib/object-basics.ts';
import { newObjectBasics } from '../../../lib/session-tags.ts';

/** A run as the editor holds it: its id (null until saved), number, timer and venues as saved. */
export interface RunValue {
  id: string | null;
  runNumber: number | null;
  timer: RunTimer;
  venues: { id: string; name: string }[];
  /** A key for the list while the run has no id. */
  key: string;
}

/** What the campaign editor holds (spec 02 "Campaigns" editor). */
export interface CampaignValues {
  code: string;
  name: string;
  tags: TagValue[];
  /** The layout its runs play ('' for none). */
  layoutId: string;
  runs: RunValue[];
}

interface StoredCampaign {
  code: string;
  name: string;
  layoutId?: string | null;
  tags: readonly TagValue[];
  runs: readonly {
    id: string;
    runNumber: number;
    timer: RunTimer;
    venues: readonly { id: string; name: string }[];
  }[];
}

let keys = 0;
const nextKey = () => `new-run-${++keys}`;

/** A new run (spec 02 §9): 7 days from 00:00 today to 23:59 at its end, today on the person's clock. */
export function newRun(now: number, timeZone: string): RunValue {
  return { id: null, runNumber: null, timer: defaultRunTimer(now, timeZone), venues: [], key: nextKey() };
}

export function savedRuns(campaign: StoredCampaign | undefined): RunValue[] {
  return (campaign?.runs ?? []).map((r) => ({
    id: r.id,
    runNumber: r.runNumber,
    timer: { start: r.timer.start, end: r.timer.end },
    venues: r.venues.map(({ id, name }) => ({ id, name })),
    key: r.id,
  }));
}

/** A new campaign starts with the default run; a saved one with its runs. */
export function initialCampaignValues(
  campaign: StoredCampaign | undefined,
  sessionTags: readonly string[],
  now: number,
  timeZone: string,
): CampaignValues {
  if (!campaign) return { ...newObjectBasics(sessionTags), code: '', layoutId: '', runs: [newRun(now, timeZone)] };
  return {
    code: campaign.code,
    ...savedObjectBasics(campaign),
    layoutId: campaign.layoutId ?? '',
    runs: savedRuns(campaign),
  };
}

const edited = (runs: readonly RunValue[]): EditedRun[] =>
  runs.map((r) => ({ campaign_run_id: r.id === null ? null : Number(r.id), timer: r.timer }));

/**
 * Why a run cannot be managed now (spec 02 §4: only with no pending run changes), or undefined: `saved` are the
 * runs as the server has them, `saving` a save under way.
 */
export function runBlock(
  run: RunValue,
  values: CampaignValues,
  saved: readonly RunValue[],
  campaignSaved: boolean,
  saving: boolean,
): string | undefined {
  const changes = runChanges(edited(saved), edited(values.runs));
  return runManageBlock(run.id === null ? null : Number(run.id), { campaignSaved, saving, changes });
}

/** The same rules as the service, in the same words. */
export function campaignFormProblem(values: CampaignValues): string | undefined {
  return campaignProblem({ code: values.code, name: values.name, runs: values.runs });
}

/** The payload a save sends: runs as they are to be (an existing one by id, its venues kept). */
export function campaignInput(values: CampaignValues): CampaignInput {
  return {
    code: values.code.trim(),
    ...objectBasicsInput(values),
    layoutId: values.layoutId || null,
    runs: values.runs.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      timer: { start: r.timer.start, end: r.timer.end },
    })),
  };
}
