import { Button, Card, HStack, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { scheduleDaysText, scheduledContentName, wallClockText } from '../../components/schedules/schedule-table.tsx';
import { TagList } from '../../components/tags/tag-list.tsx';
import type { SchedulesTimelineQuery } from '../../gql/graphql.ts';
import { useScheduleReachQuery } from '../../gql/hooks.ts';
import { audioPlaylistEditPath, deviceEditPath, layoutEditorPath, paths } from '../../lib/paths.ts';

export type TimelineSchedule = SchedulesTimelineQuery['schedules']['items'][number];

/** How many reached devices the card names; "View the devices" lists them all. */
export const REACHED_DEVICES_SHOWN = 10;

/**
 * The selected bar (spec 02 "Schedules timeline"): the scheduled object and the devices its tags reach, with
 * links to edit the object and to the device list filtered by those tags.
 */
export function SelectedSchedule({ schedule }: { schedule: TimelineSchedule }) {
  const reach = useScheduleReachQuery({
    variables: { id: schedule.id, pageSize: REACHED_DEVICES_SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  const count = reach.data?.schedule.reach.count;
  const reached = reach.data?.schedule.reach.devices?.items ?? [];
  const layout = schedule.content ?? undefined;
  const playlist = schedule.audioPlaylist ?? undefined;
  const devices = `${paths.devices}?${new URLSearchParams(schedule.tags.map((t) => ['tags', t.name])).toString()}`;
  return (
    <Card.Root variant="outline" size="sm" aria-label="Selected schedule" role="region">
      <Card.Body gap="2">
        <Text fontWeight="semibold">{scheduledContentName(schedule)}</Text>
        <Text textStyle="sm">
          {wallClockText(schedule.timer.start)} – {wallClockText(schedule.timer.end)},{' '}
          {scheduleDaysText(schedule.timer)}
        </Text>
        {schedule.tags.length ? <TagList tags={schedule.tags} /> : <Text textStyle="sm">No tags: every player.</Text>}
        <Text textStyle="sm" role="status">
          {reach.error && count == null
            ? `Could not count the devices it reaches: ${reach.error.message}`
            : count == null
              ? 'Counting the devices it reaches…'
              : `Reaches ${count} ${count === 1 ? 'device' : 'devices'}${count > reached.length ? `; the first ${reached.length} by name:` : count ? ':' : '.'}`}
        </Text>
        {reached.length > 0 && (
          <List.Root variant="plain" gap="1" aria-label="Devices reached" textStyle="sm">
            {reached.map((device) => (
              <List.Item key={device.id}>
                <Link asChild color="accent.fg">
                  <RouterLink to={deviceEditPath(device.id)}>{device.name || `Device ${device.id}`}</RouterLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
        )}
        <HStack gap="2" wrap="wrap">
          {layout && (
            <Button asChild size="sm" colorPalette="accent">
              <RouterLink to={layoutEditorPath(layout)}>Edit {layout.name}</RouterLink>
            </Button>
          )}
          {playlist && (
            <Button asChild size="sm" colorPalette="accent">
              <RouterLink to={audioPlaylistEditPath(playlist.id)}>Edit {playlist.name}</RouterLink>
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <RouterLink to={devices}>View the devices</RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
