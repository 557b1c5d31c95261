import { Box, Link, List, Text } from '@chakra-ui/react';
import { isVenueTimeZone } from '@signage/domain/venues/venue';
import { Link as RouterLink } from 'react-router';
import type { VenueEditQuery } from '../../../gql/graphql.ts';
import { tradingHoursEditPath } from '../../../lib/paths.ts';

type Venue = NonNullable<VenueEditQuery['venue']>;

/** What a clock in `zone` reads now, e.g. "Fri 27 Nov, 17:05". */
function localTime(zone: string) {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date());
}

/** The venue's local time now, in its zone: every time shown for its devices is read on this clock. */
export function VenueLocalTime({ zone }: { zone: string }) {
  if (!isVenueTimeZone(zone)) return null;
  return (
    <Text fontSize="sm" aria-live="polite">
      Local time: {localTime(zone)} ({zone})
    </Text>
  );
}

/** The trading hours linked through the venue's tags (spec 02 §2: opened with venue_id and venue_tags). */
export function VenueTradingHoursLink({ venue, tags }: { venue: Venue | undefined; tags: readonly string[] }) {
  const search = new URLSearchParams({ venue_tags: tags.join(',') });
  if (venue) search.set('venue_id', venue.id);
  const hours = venue?.tradingHours;
  const id = hours?.tradingHoursId;
  return (
    <Box>
      <Text fontWeight="semibold">Trading hours</Text>
      <Text fontSize="sm">
        {id ? `Linked through #${hours.tags.join(' #')}. ` : 'No trading hours match the venue tags: always open. '}
        <Link asChild color="fg" textDecoration="underline">
          <RouterLink to={`${tradingHoursEditPath(id ?? 'new')}?${search}`}>
            {id ? 'Edit the trading hours' : 'Add trading hours for these tags'}
          </RouterLink>
        </Link>
      </Text>
    </Box>
  );
}

/** The next 14 days: the zone's clock changes, and schedules that start or end in a skipped or repeated hour. */
export function VenueLookAhead({ venue }: { venue: Venue | undefined }) {
  if (!venue) return null;
  const { daylightSavingChanges, entries } = venue.lookAhead;
  const troubled = entries.filter((e) => e.problems.length > 0);
  return (
    <Box as="section" aria-labelledby="venue-look-ahead-heading">
      <Text id="venue-look-ahead-heading" fontWeight="semibold">
        Next 14 days
      </Text>
      <Text fontSize="sm">
        {entries.length === 1 ? '1 schedule reaches' : `${entries.length} schedules reach`} its devices.{' '}
        {daylightSavingChanges.length === 0 ? 'No daylight-saving change.' : ''}
      </Text>
      <List.Root fontSize="sm" ps="4">
        {daylightSavingChanges.map((c) => (
          <List.Item key={c.at}>
            Clocks {c.kind === 'SKIPPED' ? 'skip' : 'repeat'} {c.wallFrom.replace('T', ' ')}–{c.wallTo.slice(11)}
          </List.Item>
        ))}
        {troubled.map((e) => (
          <List.Item key={e.scheduleId}>
            {e.name}: {e.problems.join(' ')}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
