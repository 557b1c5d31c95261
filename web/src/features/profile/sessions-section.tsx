import { Badge, Button, HStack, Stack, Table } from '@chakra-ui/react';
import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { DataTable } from '../../components/data-table.tsx';
import {
  EndSessionMutationDocument,
  type SessionsSection_SessionFragment,
  SignOutEverywhereMutationDocument,
} from '../../gql/graphql.ts';
import { clearSession } from '../../lib/session.ts';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';

/** The sessions you are signed in with: end any other one, or sign out everywhere (this one too). */
export function SessionsSection({ sessions }: { sessions: readonly SessionsSection_SessionFragment[] }) {
  const time = useDisplayTime();
  const [end] = useNotifiedMutation(EndSessionMutationDocument, {
    success: ACCOUNT_MESSAGES.sessionEnded,
    mutation: { refetchQueries: ['ProfileQuery'] },
  });
  const [everywhere, { loading }] = useNotifiedMutation(SignOutEverywhereMutationDocument);
  const signOutEverywhere = async () => {
    const done = await everywhere(
      {},
      {
        confirm: {
          message: 'End every session of yours, this one included?',
          okText: 'Sign out everywhere',
          okIcon: null,
        },
      },
    );
    if (!done) return;
    clearSession();
    window.location.assign('/');
  };
  return (
    <Stack gap="4">
      <DataTable
        columns={['Device', 'Address', 'Signed in', 'Last seen', { label: 'Actions', hidden: true }]}
        aria-label="Your sessions"
      >
        {sessions.map((session) => (
          <Table.Row key={session.id}>
            <Table.Cell maxWidth="xs" truncate title={session.userAgent}>
              {session.userAgent || 'Unknown'}
            </Table.Cell>
            <Table.Cell>{session.address}</Table.Cell>
            <Table.Cell>{time.dateTime(session.signedInAt)}</Table.Cell>
            <Table.Cell>{time.dateTime(session.lastSeenAt)}</Table.Cell>
            <Table.Cell textAlign="end">
              {session.current ? (
                <Badge colorPalette="green">This session</Badge>
              ) : (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`End session from ${session.address}, last seen ${time.dateTime(session.lastSeenAt)}`}
                  onClick={() => void end({ id: session.id })}
                >
                  End
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <HStack>
        <Button colorPalette="red" variant="outline" loading={loading} onClick={() => void signOutEverywhere()}>
          Sign out everywhere
        </Button>
      </HStack>
    </Stack>
  );
}
