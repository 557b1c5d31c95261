import { NEW_CARD_TITLE } from '@signage/domain/dashboard';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DashboardPageQueryDocument, SaveDashboardCardsMutationDocument } from '../../gql/graphql.ts';
import { meMock, settingsMock } from '../../test/console-mocks.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SignedInProbe, signedIn } from '../../test/signed-in.tsx';
import { toCardInputs } from './dashboard-cards.ts';
import { DashboardPage, NO_CARDS_WITHOUT_DEVICES } from './dashboard-page.tsx';
import { cardDevicesMock, presenceMock } from './dashboard-test-data.ts';

const LOBBY = {
  __typename: 'DashboardCard' as const,
  name: 'Lobby',
  kind: 'DEVICES' as const,
  tags: [{ __typename: 'Tag' as const, name: 'lobby', color: 'blue' }],
  position: { __typename: 'DashboardCardPosition' as const, x: 0, y: 0, w: 4, h: 9 },
};

describe('dashboard page', () => {
  it('saves a new card titled "New Card Title" beside the others, with no results and nothing of the page', async () => {
    const saved: unknown[] = [];
    renderApp(<DashboardPage />, {
      mocks: [
        meMock(['view devices']),
        settingsMock,
        presenceMock('1', false),
        { request: { query: DashboardPageQueryDocument }, result: { data: { dashboardCards: [LOBBY] } } },
        cardDevicesMock(['lobby'], 40, 1),
        {
          request: {
            query: SaveDashboardCardsMutationDocument,
            variables: (variables) => {
              saved.push(variables);
              return true;
            },
          },
          result: {
            data: {
              saveDashboardCards: [
                LOBBY,
                { ...LOBBY, name: NEW_CARD_TITLE, tags: [], position: { ...LOBBY.position, x: 4 } },
              ],
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Lobby' });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await screen.findByRole('menuitem', { name: 'Devices card' });
    // The menu takes the keyboard (jsdom has no pointer for its pointer-up selection).
    await user.keyboard('{ArrowDown}{Enter}');
    await screen.findByRole('region', { name: NEW_CARD_TITLE });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      cards: [
        {
          name: 'Lobby',
          kind: 'DEVICES',
          tags: [{ name: 'lobby', color: 'blue' }],
          position: { x: 0, y: 0, w: 4, h: 9 },
        },
        { name: NEW_CARD_TITLE, kind: 'DEVICES', tags: [], position: { x: 4, y: 0, w: 4, h: 9 } },
      ],
    });
  }, 20_000);

  it('offers no card to a user who may not see devices, and says why', async () => {
    renderApp(
      <>
        <SignedInProbe />
        <DashboardPage />
      </>,
      {
        mocks: [
          meMock(['view media']),
          settingsMock,
          { request: { query: DashboardPageQueryDocument }, result: { data: { dashboardCards: [] } } },
        ],
      },
    );
    expect(await screen.findByText(NO_CARDS_WITHOUT_DEVICES)).toBeTruthy();
    await signedIn();
    expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
  });

  it('clears the results a card holds from what is saved', () => {
    const card = { ...LOBBY, key: 'card-9', results: [{ object_id: 3 }] };
    const [input] = toCardInputs([card]);
    expect(input).toEqual({
      name: 'Lobby',
      kind: 'DEVICES',
      tags: [{ name: 'lobby', color: 'blue' }],
      position: { x: 0, y: 0, w: 4, h: 9 },
    });
  });
});
