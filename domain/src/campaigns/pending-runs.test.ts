import { describe, expect, it } from 'vitest';
import { hasPendingRunChanges, PENDING_RUN_MESSAGES, runChanges, runManageBlock } from './pending-runs.ts';

const saved = [
  { campaign_run_id: 1, timer: { start: '2026-01-01T00:00', end: '2026-01-07T23:59' } },
  { campaign_run_id: 2, timer: { start: '2026-02-01T00:00', end: '2026-02-07T23:59' } },
];

describe('pending run changes', () => {
  it('finds none when the runs are as saved', () => {
    const changes = runChanges(saved, saved);
    expect(changes).toEqual({ added: 0, removed: [], redated: [] });
    expect(hasPendingRunChanges(changes, false)).toBe(false);
    expect(runManageBlock(1, { campaignSaved: true, saving: false, changes })).toBeUndefined();
  });

  it('counts an added, a removed and a re-dated run as unsaved changes', () => {
    const edited = [
      { ...saved[0]!, timer: { ...saved[0]!.timer, end: '2026-01-08T23:59' } },
      { campaign_run_id: null, timer: saved[1]!.timer },
    ];
    const changes = runChanges(saved, edited);
    expect(changes).toEqual({ added: 1, removed: [2], redated: [1] });
    expect(hasPendingRunChanges(changes, false)).toBe(true);
    expect(runManageBlock(1, { campaignSaved: true, saving: false, changes })).toBe(PENDING_RUN_MESSAGES.unsaved);
    expect(runManageBlock(null, { campaignSaved: true, saving: false, changes })).toBe(PENDING_RUN_MESSAGES.newRun);
  });

  it('counts a save under way (in flight) as pending', () => {
    const changes = runChanges(saved, saved);
    expect(hasPendingRunChanges(changes, true)).toBe(true);
    expect(runManageBlock(1, { campaignSaved: true, saving: true, changes })).toBe(PENDING_RUN_MESSAGES.saving);
  });

  it('manages no run of a campaign not yet saved', () => {
    expect(runManageBlock(null, { campaignSaved: false, saving: false, changes: runChanges([], []) })).toBe(
      PENDING_RUN_MESSAGES.newCampaign,
    );
  });
});
