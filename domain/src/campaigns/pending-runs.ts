/**
 * Spec 02 §4: "Campaign runs can be managed only when there are no pending run changes."
 *
 * A run change is pending while it is not yet the server's: a run added, removed or re-dated in the editor and not
 * saved (unsaved), or a save of the runs under way (in flight). Managing a run (its venues, its delivery, its
 * proof of play) goes to the server by the run's id against the run's dates as stored, so while a change is pending
 * the run managed could be one that does not exist yet, one about to go, or one whose dates are about to move:
 * the console refuses and says why, and asks for the save to finish first.
 */
import type { RunTimer } from '../schedules/campaign-run.ts';

export interface EditedRun {
  /** Null for a run added in the editor and not yet saved. */
  campaign_run_id: number | null;
  timer: RunTimer;
}

export interface RunChanges {
  added: number;
  removed: number[];
  redated: number[];
}

/** How the edited runs differ from the saved ones. */
export function runChanges(saved: readonly EditedRun[], edited: readonly EditedRun[]): RunChanges {
  const kept = new Map(edited.filter((r) => r.campaign_run_id !== null).map((r) => [r.campaign_run_id!, r]));
  const removed: number[] = [];
  const redated: number[] = [];
  for (const run of saved) {
    const now = kept.get(run.campaign_run_id!);
    if (!now) removed.push(run.campaign_run_id!);
    else if (now.timer.start !== run.timer.start || now.timer.end !== run.timer.end) redated.push(run.campaign_run_id!);
  }
  return { added: edited.filter((r) => r.campaign_run_id === null).length, removed, redated };
}

export function hasPendingRunChanges(changes: RunChanges, saving: boolean): boolean {
  return saving || changes.added > 0 || changes.removed.length > 0 || changes.redated.length > 0;
}

export const PENDING_RUN_MESSAGES = {
  newCampaign: 'Runs can be managed once the campaign is saved.',
  saving: 'Runs can be managed once the changes being saved are saved.',
  unsaved: 'Runs can be managed only when there are no pending run changes: save or cancel the run changes first.',
  newRun: 'This run can be managed once it is saved.',
} as const;

/**
 * Why run `runId` (null: a run not yet saved) cannot be managed now, or undefined when it can. `campaignSaved`
 * is false for a new campaign.
 */
export function runManageBlock(
  runId: number | null,
  state: { campaignSaved: boolean; saving: boolean; changes: RunChanges },
): string | undefined {
  if (!state.campaignSaved) return PENDING_RUN_MESSAGES.newCampaign;
  if (state.saving) return PENDING_RUN_MESSAGES.saving;
  if (runId === null) return PENDING_RUN_MESSAGES.newRun;
  if (hasPendingRunChanges(state.changes, false)) return PENDING_RUN_MESSAGES.unsaved;
  return undefined;
}
