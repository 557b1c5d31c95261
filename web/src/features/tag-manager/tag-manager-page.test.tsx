import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SavedSearchesQueryDocument, SaveSearchMutationDocument, TagManagerQueryDocument } from '../../gql/graphql.ts';
import { meMock, settingsMock } from '../../test/console-mocks.ts';
import { renderApp } from '../../test/render-app.tsx';
import { TagManagerPage } from './tag-manager-page.tsx';

describe('tag manager rights', () => {
  it('says which selected objects the user may not change, and the permission they need, before any call', async () => {
    // May change schedules' tags, not devices': the service would refuse the whole selection without naming it.
    const user = renderAt('/tags', [answer({}, 'Foyer')], ['view devices', 'edit schedules']);
    await user.click(await screen.findByRole('checkbox', { name: 'Select device Foyer' }));
    await user.click(screen.getByRole('button', { name: 'Edit tags' }));
    expect(
      await screen.findByText(
        'You may not change the tags of "Foyer": that needs the permission "edit devices". Leave it out of the selection.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit tags' })).toBeNull();
  });
});

const page = (typename: string, items: unknown[] = []) => ({
  __typename: typename,
  items,
  pageInfo: { __typename: 'PageInfo', totalItems: items.length },
});

/** The search answering `variables` (beyond the first page of 25) with one device named `name`. */
function answer(variables: Record<string, unknown>, name: string): MockLink.MockedResponse {
  return {
    request: { query: TagManagerQueryDocument, variables: { page: 1, pageSize: 25, ...variables } },
    result: {
      data: {
        search: {
          __typename: 'SearchResults',
          devices: page('DeviceSearchPage', [{ __typename: 'Device', id: '1', name, tags: [] }]),
          media: page('MediaSearchPage'),
          layouts: page('LayoutSearchPage'),
          schedules: page('ScheduleSearchPage'),
        },
      },
    },
    maxUsageCount: 5,
  };
}

function renderAt(at: string, mocks: MockLink.MockedResponse[], permissions = ['view devices', 'view tags']) {
  renderApp(<TagManagerPage />, {
    mocks: [meMock(permissions), settingsMock, ...mocks],
    at,
    path: '/tags',
  });
  return userEvent.setup();
}

const dateField = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('tag manager dates', () => {
  it('reads the dates from the URL and sends them as midnight in the display time zone', async () => {
    // Ends after a day later than it starts before: two independent filters, both sent.
    renderAt('/tags?startBefore=2026-12-01&endAfter=2026-12-15', [
      answer({ startBefore: '2026-12-01T00:00:00+02:00', endAfter: '2026-12-15T00:00:00+02:00' }, 'Foyer'),
    ]);
    expect(await screen.findByText('Foyer')).toBeTruthy();
    expect(dateField('Starts before').value).toBe('1st Dec 2026');
    expect(dateField('Ends after').value).toBe('15th Dec 2026');
    expect(screen.getAllByText('From 00:00, display time zone (+02:00)')).toHaveLength(2);
  });

  it('sends a date typed day first in the filter bar, shown as the console writes dates, and no malformed one', async () => {
    const user = renderAt('/tags?startBefore=2026-02-30&endAfter=soon', [
      answer({}, 'Foyer'),
      answer({ endAfter: '2027-01-31T00:00:00+02:00' }, 'Lobby'),
    ]);
    expect(await screen.findByText('Foyer')).toBeTruthy();
    expect(dateField('Starts before').value).toBe('');
    expect(dateField('Ends after').value).toBe('');
    await user.type(dateField('Ends after'), '31/01/2027{Enter}');
    expect(await screen.findByText('Lobby')).toBeTruthy();
    expect(dateField('Ends after').value).toBe('31st Jan 2027');
  });

  it('saves the dates with a search and brings them back when it is run', async () => {
    const query = { startBefore: '2026-12-01T00:00:00+02:00', endAfter: '2026-11-01T00:00:00+02:00' };
    let saved = 0;
    const user = renderAt('/tags?startBefore=2026-12-01&endAfter=2026-11-01', [
      answer(query, 'Foyer'),
      answer({ startBefore: '2026-06-01T00:00:00+02:00', endAfter: '2026-05-01T00:00:00+02:00' }, 'Lobby'),
      {
        request: { query: SaveSearchMutationDocument, variables: { name: 'December', query } },
        result: () => {
          saved += 1;
          return { data: { saveSearch: { __typename: 'SavedSearch', id: '3', name: 'December' } } };
        },
      },
      {
        request: { query: SavedSearchesQueryDocument },
        result: {
          data: {
            savedSearches: [
              {
                __typename: 'SavedSearch',
                id: '2',
                name: 'June',
                query: {
                  __typename: 'SearchFilters',
                  q: null,
                  tags: [],
                  objects: [],
                  mediaType: null,
                  mediaFormat: null,
                  layoutTemplate: null,
                  layoutNonTemplate: null,
                  // Stored as instants: read back as dates in the display time zone.
                  startBefore: '2026-05-31T22:00:00.000Z',
                  endAfter: '2026-04-30T22:00:00.000Z',
                },
              },
            ],
          },
        },
        maxUsageCount: 5,
      },
    ]);
    await screen.findByText('Foyer');
    await user.click(screen.getByRole('button', { name: 'Saved searches' }));
    await user.type(screen.getByLabelText('Save this search as'), 'December');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toBe(1));
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    await user.click(await within(list).findByRole('button', { name: 'June' }));
    expect(await screen.findByText('Lobby')).toBeTruthy();
    expect(dateField('Starts before').value).toBe('1st Jun 2026');
    expect(dateField('Ends after').value).toBe('1st May 2026');
  });
});
