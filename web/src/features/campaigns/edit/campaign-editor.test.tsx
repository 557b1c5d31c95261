import type { MockLink } from '@apollo/client/testing';
import { defaultRunTimer } from '@signage/domain/campaigns/campaign';
import { PENDING_RUN_MESSAGES } from '@signage/domain/campaigns/pending-runs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CampaignEditQueryDocument,
  CampaignLayoutChoicesQueryDocument,
  CampaignRunDeliveryQueryDocument,
  UpdateCampaignMutationDocument,
} from '../../../gql/graphql.ts';
import { meMock, settingsMock } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CampaignEditor } from './campaign-editor.tsx';

const timer = { __typename: 'RunTimer', start: '2030-06-01T00:00', end: '2030-06-07T23:59' } as const;
const campaign = {
  __typename: 'Campaign',
  id: '5',
  code: 'SUM',
  name: 'Summer',
  layoutId: '4',
  layout: { __typename: 'Layout', id: '4', name: 'Promo layout' },
  tags: [{ __typename: 'Tag', name: 'promo', color: null }],
  runs: [
    {
      __typename: 'CampaignRun',
      id: '11',
      runNumber: 1,
      timer,
      venues: [{ __typename: 'Venue', id: '3', name: 'Mall' }],
    },
  ],
  media: [],
} as const;
const loadedAs = (shown: object): MockLink.MockedResponse => ({
  request: { query: CampaignEditQueryDocument, variables: { id: '5' } },
  result: { data: { campaign: shown } },
  maxUsageCount: 3,
});
const layouts: MockLink.MockedResponse = {
  request: { query: CampaignLayoutChoicesQueryDocument, variables: {} },
  result: {
    data: {
      layouts: { __typename: 'LayoutPage', items: [{ __typename: 'Layout', id: '4', name: 'Promo layout' }] },
    },
  },
  maxUsageCount: 10,
};
const delivery: MockLink.MockedResponse = {
  request: { query: CampaignRunDeliveryQueryDocument, variables: { id: '5' } },
  result: {
    data: {
      campaign: {
        __typename: 'Campaign',
        id: '5',
        runs: [
          {
            __typename: 'CampaignRun',
            id: '11',
            delivery: {
              __typename: 'RunDelivery',
              plays: 42,
              forecast: null,
              elapsed: 0,
              proofOfPlayUrl: '/api/campaigns/5/runs/11/proof_of_play.csv',
              venues: [],
              devices: [],
            },
          },
        ],
      },
    },
  },
  maxUsageCount: 10,
};

function renderEditor(mocks: MockLink.MockedResponse[], shown: object = campaign) {
  const onClose = vi.fn();
  renderApp(<CampaignEditor id="5" onClose={onClose} />, {
    mocks: [meMock(['edit schedules']), settingsMock, loadedAs(shown), layouts, delivery, ...mocks],
  });
  return { user: userEvent.setup(), onClose };
}

// Typing into Chakra fields on a shared, busy machine takes seconds: events, not time, decide these tests.
describe('campaign editor', { timeout: 30_000 }, () => {
  it('names its layout where the choices lack it: one past the first hundred, or one the user may not see', async () => {
    renderEditor([], { ...campaign, layoutId: '9', layout: { __typename: 'Layout', id: '9', name: 'Winter layout' } });
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Layout its runs play' });
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('Winter layout'));
    expect(select.value).toBe('9');
  });

  it('names by id a layout outside the user’s forced tags, instead of showing "None yet"', async () => {
    renderEditor([], { ...campaign, layoutId: '9', layout: null });
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Layout its runs play' });
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('Layout 9 (not visible to you)'));
  });

  it('shows its run with venues and delivery, blocks managing runs while a run change is pending, and saves', async () => {
    const added = defaultRunTimer(Date.now(), '+02:00');
    const { user, onClose } = renderEditor([
      {
        request: {
          query: UpdateCampaignMutationDocument,
          variables: {
            id: '5',
            input: {
              code: 'SUM',
              name: 'Summer',
              tags: ['promo'],
              layoutId: '4',
              runs: [{ id: '11', timer: { start: timer.start, end: timer.end } }, { timer: added }],
            },
          },
        },
        result: {
          data: {
            updateCampaign: {
              __typename: 'Campaign',
              id: '5',
              code: 'SUM',
              name: 'Summer',
              start: timer.start,
              end: added.end,
              tags: [{ __typename: 'Tag', name: 'promo', color: null, foregroundColor: null }],
            },
          },
        },
      },
    ]);
    const run = await screen.findByRole('region', { name: 'Run 1' });
    expect(within(run).getByText('Venues: Mall')).toBeTruthy();
    expect((await within(run).findByRole('status', { name: 'Delivery of run 1' })).textContent).toContain(
      'Delivered: 42 plays',
    );
    const venues = within(run).getByRole('button', { name: 'Venues of run 1' }) as HTMLButtonElement;
    await waitFor(() => expect(venues.disabled).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Add run' }));
    expect(within(run).getByText(PENDING_RUN_MESSAGES.unsaved)).toBeTruthy();
    expect(venues.disabled).toBe(true);
    const fresh = screen.getByRole('region', { name: 'New run' });
    expect(within(fresh).getByText(PENDING_RUN_MESSAGES.newRun)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Campaign successfully updated.')).toBeTruthy();
    // Updating shows the campaign as saved, and stays open.
    expect(onClose).not.toHaveBeenCalled();
  });
});
