import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MESSAGES } from '@signage/domain/messages';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../components/confirm/confirm-provider.tsx';
import { createNotificationStore } from '../components/notifications/notification-store.ts';
import { NotificationsProvider } from '../components/notifications/notifications-provider.tsx';
import {
  HelpPageQueryDocument,
  MediaListQueryDocument,
  MeQueryDocument,
  ServerTimeSubscriptionDocument,
  SignInMutationDocument,
  UpdateLandingPageMutationDocument,
} from '../gql/graphql.ts';
import { storeSession } from '../lib/session.ts';
import { system } from '../lib/theme.ts';
import { settingsMock } from '../test/console-mocks.ts';
import { routes } from './routes.tsx';

const me = {
  __typename: 'User',
  id: '7',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: null,
  permissions: ['view media'],
  forcedTags: [],
  cmsMetadata: { __typename: 'CmsMetadata', landingPage: 'media' },
};

const emptyLibrary = {
  __typename: 'MediaPage',
  items: [],
  pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 25, totalItems: 0 },
};

const meMocks: MockLink.MockedResponse[] = [
  { request: { query: MeQueryDocument }, result: { data: { me } }, maxUsageCount: 10 },
  settingsMock,
  {
    request: { query: MediaListQueryDocument, variables: () => true },
    result: { data: { mediaList: emptyLibrary } },
    maxUsageCount: 10,
  },
  { request: { query: HelpPageQueryDocument }, result: { data: { me } }, maxUsageCount: 10 },
  {
    request: { query: ServerTimeSubscriptionDocument },
    result: { data: { serverTime: '2025-06-01T10:00:05Z' } },
    maxUsageCount: 10,
  },
];

function renderAt(path: string, mocks: MockLink.MockedResponse[] = meMocks) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ChakraProvider value={system}>
      <NotificationsProvider store={createNotificationStore()}>
        <ConfirmProvider>
          <MockedProvider mocks={mocks}>
            <RouterProvider router={router} />
          </MockedProvider>
        </ConfirmProvider>
      </NotificationsProvider>
    </ChakraProvider>,
  );
  return router;
}

describe('routes', () => {
  it('sends a signed-out user from a shell page to sign-in', async () => {
    const router = renderAt('/help');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText(/^Username/)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });

  it('sends an unknown path to the root, then to the landing page (the user chose media)', async () => {
    storeSession('tok', '7');
    const router = renderAt('/no/such/place');
    // The first test to reach the media screen pays for its lazy chunk's transform; on a loaded machine that is
    // several seconds, which is a bound on waiting, not a speed claim.
    await screen.findByRole('heading', { name: 'Media', level: 1 }, { timeout: 20_000 });
    expect(router.state.location.pathname).toBe('/media');
  });

  it('says which permission a screen needs to a user without it, instead of its controls', async () => {
    storeSession('tok', '7');
    renderAt('/reports/dashboard');
    // The screen may start loading before the user's rights are known; once they are, it gives way.
    expect(
      await screen.findByText(
        'You do not have permission to open Reports: it needs the "view reports" permission. An administrator can give it to you.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Could not load the reports')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Reports', level: 1 })).toBeTruthy();
  });

  it('names each of the permissions that open a screen, where any one of them does', async () => {
    storeSession('tok', '7');
    renderAt('/admin/devices/12');
    expect(
      await screen.findByText(
        'You do not have permission to open Devices: it needs one of the permissions "view devices", "edit devices". An administrator can give it to you.',
      ),
    ).toBeTruthy();
  });

  it('sends a signed-in user from sign-in to the landing page', async () => {
    storeSession('tok', '7');
    const router = renderAt('/login');
    await screen.findByRole('heading', { name: 'Media', level: 1 });
    expect(router.state.location.pathname).toBe('/media');
  });

  it('shows wrong credentials inline, in the words of the spec', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: SignInMutationDocument, variables: { username: 'ada', password: 'nope' } },
      result: { errors: [new GraphQLError(MESSAGES.wrongCredentials, { extensions: { code: 'BAD_CREDENTIALS' } })] },
    };
    renderAt('/login', [refused]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong Username/Password. Please try again...');
  });

  it('signs in, stores the session and lands', async () => {
    const accepted: MockLink.MockedResponse = {
      request: { query: SignInMutationDocument, variables: { username: 'ada', password: 'secret' } },
      result: {
        data: {
          signIn: {
            __typename: 'SignInPayload',
            token: 'tok-1',
            twoFactorEnrolmentRequired: false,
            user: { __typename: 'User', id: '7' },
          },
        },
      },
    };
    const router = renderAt('/login', [accepted, ...meMocks]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Media', level: 1 });
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
    expect(localStorage.getItem('user_id')).toBe('7');
    expect(router.state.location.pathname).toBe('/media');
  });

  it('shows the live server clock and saves the landing page from help', async () => {
    storeSession('tok', '7');
    const saved: MockLink.MockedResponse = {
      request: { query: UpdateLandingPageMutationDocument, variables: { landingPage: 'dashboard' } },
      result: {
        data: {
          updateMe: {
            __typename: 'User',
            id: '7',
            cmsMetadata: { __typename: 'CmsMetadata', landingPage: 'dashboard' },
          },
        },
      },
    };
    renderAt('/help', [...meMocks, saved]);
    await screen.findByText('12:00:05');
    expect(screen.getByText(/Server time:/).textContent).toBe('Server time: 12:00:05');
    const user = userEvent.setup();
    const chooser = await screen.findByLabelText('Landing page');
    expect((chooser as HTMLSelectElement).value).toBe('media');
    await user.selectOptions(chooser, 'dashboard');
    await user.click(screen.getByRole('button', { name: 'Save landing page' }));
    await screen.findByText('Landing page saved.');
  });

  it('opens the hidden error screen after seven clicks on the logo', async () => {
    const router = renderAt('/login');
    const user = userEvent.setup();
    const logo = await screen.findByTestId('product-logo');
    for (let i = 0; i < 7; i++) await user.click(logo);
    await screen.findByRole('heading', { name: 'Everything is under control' });
    expect(router.state.location.pathname).toBe('/this-was-totally-supposed-to-happen');
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
