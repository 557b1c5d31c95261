import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { ConfirmProvider } from '../components/confirm/confirm-provider.tsx';
import { createNotificationStore } from '../components/notifications/notification-store.ts';
import { NotificationsProvider } from '../components/notifications/notifications-provider.tsx';
import { createApolloClient } from '../lib/apollo.ts';
import { setLicenceValid } from '../lib/licence.ts';
import { paths } from '../lib/paths.ts';
import { endRefusedSession } from '../lib/session.ts';
import { system } from '../lib/theme.ts';

/** Everything a screen may rely on: theme, notifications, the confirmation dialog, the GraphQL client. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [notifications] = useState(createNotificationStore);
  const [client] = useState(() =>
    createApolloClient({
      notifyError: (message) => notifications.notify('danger', message),
      onUnauthenticated: () => endRefusedSession(),
      onEnrolmentRequired: () => {
        if (window.location.pathname !== paths.twoFactorSetup) window.location.replace(paths.twoFactorSetup);
      },
      onLicence: setLicenceValid,
    }),
  );
  return (
    <ChakraProvider value={system}>
      <NotificationsProvider store={notifications}>
        <ConfirmProvider>
          <ApolloProvider client={client}>{children}</ApolloProvider>
        </ConfirmProvider>
      </NotificationsProvider>
    </ChakraProvider>
  );
}
