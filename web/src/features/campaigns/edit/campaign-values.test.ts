import { CAMPAIGN_MESSAGES } from '@signage/domain/campaigns/campaign';
import { PENDING_RUN_MESSAGES } from '@signage/domain/campaigns/pending-runs';
import { describe, expect, it } from 'vitest';
import {
  type CampaignValues,
  campaignFormProblem,
  campaignInput,
  initialCampaignValues,
  newRun,
  runBlock,
  savedRuns,
} from './campaign-values.ts';

const stored = {
  code: 'SUM',
  name: 'Summer',
  layoutId: '4',
  tags: [{ name: 'promo', color: null }],
  runs: [
    {
      id: '11',
      runNumber: 1,
      timer: { start: '2026-06-01T00:00', end: '2026-06-07T23:59' },
      venues: [{ id: '3', name: 'Mall' }],
    },
  ],
};
const NOW = Date.parse('2026-05-20T22:30:00Z');

describe('campaign editor values', () => {
  it('starts a new campaign with the default run of 7 days from 00:00 today, today in the display zone', () => {
    const values = initialCampaignValues(undefined, ['#shop'], NOW, 'Asia/Tokyo');
    expect(values.tags).toEqual([{ name: 'shop' }]);
    expect(values.runs).toHaveLength(1);
    // 22:30 UTC is already 21 May in Tokyo.
    expect(values.runs[0]!.timer).toEqual({ start: '2026-05-21T00:00', end: '2026-05-27T23:59' });
    expect(values.runs[0]!.id).toBeNull();
  });

  it('refuses what the service refuses, in its words', () => {
    const values = initialCampaignValues(undefined, [], NOW, 'UTC');
    expect(campaignFormProblem(values)).toBe(CAMPAIGN_MESSAGES.codeEmpty);
    expect(campaignFormProblem({ ...values, code: 'A' })).toBe(CAMPAIGN_MESSAGES.nameEmpty);
    const backwards = { ...values, code: 'A', name: 'B' };
    backwards.runs = [{ ...backwards.runs[0]!, timer: { start: '2026-05-21T00:00', end: '2026-05-20T00:00' } }];
    expect(campaignFormProblem(backwards)).toBe(CAMPAIGN_MESSAGES.runEndBeforeStart);
  });

  it('sends saved runs by id and new runs without one, venues left to the run venues call', () => {
    const values: CampaignValues = {
      ...initialCampaignValues(stored, [], NOW, 'UTC'),
      name: ' Summer sale ',
    };
    values.runs = [...values.runs, newRun(NOW, 'UTC')];
    expect(campaignInput(values)).toEqual({
      code: 'SUM',
      name: 'Summer sale',
      tags: ['promo'],
      layoutId: '4',
      runs: [
        { id: '11', timer: { start: '2026-06-01T00:00', end: '2026-06-07T23:59' } },
        { timer: { start: '2026-05-20T00:00', end: '2026-05-26T23:59' } },
      ],
    });
  });

  it('lets a run be managed only with no pending run changes, and says why not', () => {
    const saved = savedRuns(stored);
    const values = initialCampaignValues(stored, [], NOW, 'UTC');
    const run = values.runs[0]!;
    expect(runBlock(run, values, saved, true, false)).toBeUndefined();
    expect(runBlock(run, values, saved, true, true)).toBe(PENDING_RUN_MESSAGES.saving);
    const added = { ...values, runs: [...values.runs, newRun(NOW, 'UTC')] };
    expect(runBlock(run, added, saved, true, false)).toBe(PENDING_RUN_MESSAGES.unsaved);
    expect(runBlock(added.runs[1]!, added, saved, true, false)).toBe(PENDING_RUN_MESSAGES.newRun);
    const redated = { ...values, runs: [{ ...run, timer: { ...run.timer, end: '2026-06-08T23:59' } }] };
    expect(runBlock(redated.runs[0]!, redated, saved, true, false)).toBe(PENDING_RUN_MESSAGES.unsaved);
    const fresh = initialCampaignValues(undefined, [], NOW, 'UTC');
    expect(runBlock(fresh.runs[0]!, fresh, [], false, false)).toBe(PENDING_RUN_MESSAGES.newCampaign);
  });
});
