import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignListQueryDocument } from '../../../gql/graphql.ts';
import { meMock, settingsMock } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CampaignListPage } from './campaign-list-page.tsx';

const row = (id: string, name: string, start: string | null, end: string | null) => ({
  __typename: 'Campaign',
  id,
  code: `C${id}`,
  name,
  start,
  end,
  tags: [],
});

const campaigns: MockLink.MockedResponse = {
  request: {
    query: CampaignListQueryDocument,
    variables: { page: 1, pageSize: 50, includeOlder: false },
  },
  result: {
    data: {
      campaigns: {
        __typename: 'CampaignPage',
        items: [row('2', 'Winter', null, null), row('1', 'Summer', '2030-06-01T00:00', '2030-06-07T23:59')],
        pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 50, totalItems: 2 },
      },
    },
  },
  maxUsageCount: 5,
};

describe('campaign list', () => {
  it('shows the runs’ first start and last end, and says "No runs" where a campaign has none yet', async () => {
    renderApp(<CampaignListPage editorOf={(id) => `/campaigns/${id}`} />, {
      mocks: [meMock(['view campaigns']), settingsMock, campaigns],
      at: '/campaigns',
      path: '/campaigns',
    });
    const summer = await screen.findByRole('row', { name: /Summer/ });
    expect(
      within(summer)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['1st Jun 2030 00:00', '7th Jun 2030 23:59']));
    const winter = screen.getByRole('row', { name: /Winter/ });
    expect(
      within(winter)
        .getAllByRole('cell')
        .filter((c) => c.textContent === 'No runs'),
    ).toHaveLength(2);
  });
});
