import { Text } from '@chakra-ui/react';
import { useServerTimeSubscription } from '../../gql/hooks.ts';
import { useDisplayTime } from '../../lib/use-display-time.ts';

/** The gateway's clock, live over graphql-ws, in the display zone: shows the realtime path works end to end. */
export function ServerClock() {
  const when = useDisplayTime();
  const { data, error } = useServerTimeSubscription();
  const time = data ? when.clock(data.serverTime) : error ? 'unavailable' : 'connecting…';
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="off" title={`Time on the server, updated live (${when.zone})`}>
      Server time: <time dateTime={data?.serverTime}>{time}</time>
    </Text>
  );
}
