import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { DataSourceLastPoll_DataSourceFragment } from '../../../gql/graphql.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';

/** How the last poll of the url went (time, ok or its error) and when the next is due: why a source is stale. */
export function DataSourceLastPoll({ source }: { source: DataSourceLastPoll_DataSourceFragment }) {
  const time = useDisplayTime();
  const { lastPoll, nextPollAt } = source;
  return (
    <Stack gap="1" role="group" aria-label="Last poll" fontSize="sm">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">Last poll:</Text>
        {lastPoll ? (
          <>
            <Text>{time.moment(lastPoll.at)}</Text>
            <Badge colorPalette={lastPoll.ok ? 'green' : 'red'}>{lastPoll.ok ? 'OK' : 'Failed'}</Badge>
          </>
        ) : (
          <Text color="fg.muted">Not polled yet</Text>
        )}
      </HStack>
      {lastPoll?.error && <Text color="fg.error">{lastPoll.error}</Text>}
      {nextPollAt && <Text color="fg.muted">Next poll: {time.moment(nextPollAt)}</Text>}
    </Stack>
  );
}
