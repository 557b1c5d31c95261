import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { ConfirmProvider } from '../components/confirm/confirm-provider.tsx';
import { createNotificationStore } from '../components/notifications/notification-store.ts';
import { NotificationsProvider } from '../components/notifications/notifications-provider.tsx';
import { IntroductionsQueryDocument, TagSuggestionsQueryDocument } from '../gql/graphql.ts';
import { createConsoleCache } from '../lib/apollo.ts';
import { system } from '../lib/theme.ts';
import { alwaysAnswered } from './console-mocks.ts';

/** Tag inputs ask for suggestions while typing; unless a test mocks them, there are none. */
const NO_SUGGESTIONS = alwaysAnswered(TagSuggestionsQueryDocument, { tagSuggestions: [] });

/** Screens with an introduction tour ask which the user watched; unless a test says otherwise, all of them. */
export const ALL_INTRODUCTIONS_WATCHED: MockLink.MockedResponse = {
  request: { query: IntroductionsQueryDocument },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: '7',
        cmsMetadata: { __typename: 'CmsMetadata', introductions: ['device-edit', 'layout-editor', 'tagging'] },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export interface RenderAppOptions {
  mocks?: readonly MockLink.MockedResponse[];
  /** The URL the router starts at. */
  at?: string;
  /** The route pattern `ui` is mounted on (for useParams); default: every path. */
  path?: string;
  /** Extra routes, e.g. where a screen navigates to. */
  routes?: Record<string, ReactElement>;
  /** A data router, as the console's: for screens that block leaving with unsaved changes (`useBlocker`). */
  dataRouter?: boolean;
}

/** Renders a screen with everything the app provides: theme, notifications, confirmation, GraphQL mocks, router. */
export function renderApp(
  ui: ReactElement,
  { mocks = [], at = '/', path = '*', routes = {}, dataRouter = false }: RenderAppOptions = {},
) {
  const notifications = createNotificationStore();
  const screens = { [path]: ui, ...routes };
  const router = dataRouter
    ? createMemoryRouter(
        Object.entries(screens).map(([routePath, element]) => ({ path: routePath, element })),
        { initialEntries: [at] },
      )
    : undefined;
  const result = render(
    <ChakraProvider value={system}>
      <NotificationsProvider store={notifications}>
        <ConfirmProvider>
          <MockedProvider mocks={[...mocks, NO_SUGGESTIONS, ALL_INTRODUCTIONS_WATCHED]} cache={createConsoleCache()}>
            {router ? (
              <RouterProvider router={router} />
            ) : (
              <MemoryRouter initialEntries={[at]}>
                <Routes>
                  {Object.entries(screens).map(([routePath, element]) => (
                    <Route key={routePath} path={routePath} element={element} />
                  ))}
                </Routes>
              </MemoryRouter>
            )}
          </MockedProvider>
        </ConfirmProvider>
      </NotificationsProvider>
    </ChakraProvider>,
  );
  return { ...result, notifications };
}
