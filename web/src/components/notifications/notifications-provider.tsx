import { Alert, Box, CloseButton, Portal, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@signage/domain/messages';
import type { NotificationType } from '@signage/domain/notifications';
import { type ReactNode, useSyncExternalStore } from 'react';
import type { NotificationStore } from './notification-store.ts';
import { NotificationsContext } from './notifications-context.ts';

/**
 * The solid alert's own greens and oranges (the 600 shades) carry white text at about 3.3:1; the 700 shades
 * reach WCAG AA (4.5:1). Red and blue already do.
 */
const STATUS: Record<NotificationType, 'error' | 'info' | 'success' | 'warning'> = {
  danger: 'error',
  info: 'info',
  success: 'success',
  warning: 'warning',
};

/** Provides `useNotify()` and shows the queue in the bottom-right corner. */
export function NotificationsProvider({ store, children }: { store: NotificationStore; children: ReactNode }) {
  return (
    <NotificationsContext.Provider value={store}>
      {children}
      <NotificationStack store={store} />
    </NotificationsContext.Provider>
  );
}

/**
 * A live region of its own directly in <body>: a modal dialog hides everything else from assistive technology
 * while it is open, but leaves live regions alone, so notifications raised from a dialog are still announced.
 */
function NotificationStack({ store }: { store: NotificationStore }) {
  const queue = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const empty = queue.visible.length === 0 && !queue.excessHidden;
  return (
    <Portal>
      <Box
        aria-live="polite"
        position="fixed"
        // Bottom right: the header's and the pages' action buttons are at the top, and stay clickable.
        bottom="4"
        right="4"
        zIndex="toast"
        width="sm"
        maxWidth="calc(100vw - 2rem)"
        pointerEvents={empty ? 'none' : undefined}
      >
        {!empty && (
          <Stack gap="2">
            {queue.visible.map((n) => (
              <Toast
                key={n.key ?? n.id}
                type={n.type}
                message={n.message}
                count={n.count}
                onClose={() => store.dismiss(n.id)}
              />
            ))}
            {queue.excessHidden && <Toast type="warning" message={MESSAGES.excessMessagesHidden} />}
          </Stack>
        )}
      </Box>
    </Portal>
  );
}

const SOLID_BACKGROUND: Record<NotificationType, string> = {
  danger: 'red.700',
  info: 'blue.700',
  success: 'green.700',
  warning: 'orange.700',
};

function Toast({
  type,
  message,
  count,
  onClose,
}: {
  type: NotificationType;
  message: string;
  count?: number;
  onClose?: () => void;
}) {
  return (
    <Alert.Root
      status={STATUS[type]}
      variant="solid"
      // Chakra's solid green and orange under white text fall short of WCAG AA (3.3:1 and 2.8:1).
      bg={SOLID_BACKGROUND[type]}
      color="white"
      boxShadow="lg"
      role={type === 'danger' ? 'alert' : 'status'}
      data-notification-type={type}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {message}
          {count && count > 1 ? (
            <Box as="span" fontWeight="semibold" ms="2" aria-label={`${count} times`}>
              ×{count}
            </Box>
          ) : null}
        </Alert.Description>
      </Alert.Content>
      {onClose && <CloseButton size="xs" aria-label="Dismiss" onClick={onClose} alignSelf="start" />}
    </Alert.Root>
  );
}
