import { Text } from '@chakra-ui/react';
import { useServerTimeSubscription } from '../../gql/hooks.ts';
import { formatClockTime } from '../../lib/display-time.ts';

/** The gateway's clock, live over graphql-ws: shows the realtime path works end to end. */
export function ServerClock() {
  const { data, error } = useServerTimeSubscription();
  const time = data ? formatClockTime(data.serverTime) : error ? 'unavailable' : 'connecting…';
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="off" title="Time on the server, updated live (UTC+02:00)">
      Server time: <time dateTime={data?.serverTime}>{time}</time>
    </Text>
  );
}
