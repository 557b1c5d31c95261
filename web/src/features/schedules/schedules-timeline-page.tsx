import 'vis-timeline/styles/vis-timeline-graph2d.min.css';
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { DAY_MS } from '@signage/domain/schedules/wall-clock';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataSet } from 'vis-data/peer';
import { Timeline } from 'vis-timeline/peer';
import { LoadError } from '../../components/load-error.tsx';
import { ScheduleTable, scheduleDaysText, wallClockText } from '../../components/schedules/schedule-table.tsx';
import { TagList } from '../../components/tags/tag-list.tsx';
import type { SchedulesTimelineQuery } from '../../gql/graphql.ts';
import { useScheduleReachQuery, useSchedulesTimelineQuery } from '../../gql/hooks.ts';
import { layoutEditorPath, paths } from '../../lib/paths.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import {
  localToWall,
  TIMELINE_DAYS_AHEAD,
  TIMELINE_DAYS_BACK,
  TIMELINE_ZOOM_MAX_MS,
  TIMELINE_ZOOM_MIN_MS,
  timelineBars,
  wallToLocal,
  windowParam,
} from './timeline-bars.ts';

type Schedule = SchedulesTimelineQuery['schedules']['items'][number];

/** The first window: 10 days back to 45 days ahead of today, on the wall clock. */
function firstWindow(): [number, number] {
  const today = localToWall(new Date()) - (localToWall(new Date()) % DAY_MS);
  return [today - TIMELINE_DAYS_BACK * DAY_MS, today + TIMELINE_DAYS_AHEAD * DAY_MS];
}

/**
 * /schedules (spec 02 "Schedules timeline"): one row per layout (L) or audio playlist (A), each schedule drawn as
 * the intervals it really plays. Selecting a bar, or a row of the table under it (the keyboard's way), shows what
 * it publishes and the devices its tags reach, with links to edit the layout and to see those devices.
 */
export function SchedulesTimelinePage() {
  const [window, setWindow] = useState(firstWindow);
  const settled = useDebouncedValue(window, 300);
  const query = useSchedulesTimelineQuery({
    variables: { from: windowParam(settled[0]), to: windowParam(settled[1]) },
    fetchPolicy: 'cache-and-network',
  });
  const [selected, setSelected] = useState<string>();
  const items = query.data?.schedules.items;
  const { groups, bars } = useMemo(() => timelineBars(items ?? [], settled[0], settled[1]), [items, settled]);
  const shown = useMemo(() => {
    const ids = new Set(bars.map((b) => b.scheduleId));
    return (items ?? []).filter((s) => ids.has(s.id));
  }, [items, bars]);
  const schedule = shown.find((s) => s.id === selected);

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Schedules
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        Times are wall-clock times: each device plays a schedule on its own clock. Scroll or pinch to zoom (one day to
        two years), drag to move.
      </Text>
      {query.error && !items ? (
        <LoadError title="Could not load the schedules." error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <TimelineView
          groups={groups}
          bars={bars}
          initial={window}
          selected={selected}
          onSelect={setSelected}
          onWindow={setWindow}
        />
      )}
      {schedule && <SelectedSchedule schedule={schedule} />}
      <SchedulesInView schedules={shown} selected={selected} onSelect={setSelected} loading={!items} />
    </Stack>
  );
}

interface TimelineViewProps {
  groups: ReturnType<typeof timelineBars>['groups'];
  bars: ReturnType<typeof timelineBars>['bars'];
  initial: [number, number];
  selected?: string;
  onSelect: (scheduleId: string | undefined) => void;
  onWindow: (window: [number, number]) => void;
}

/** vis-timeline, created once; its data sets are refilled as the window's schedules arrive. */
function TimelineView({ groups, bars, initial, selected, onSelect, onWindow }: TimelineViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const timeline = useRef<Timeline | null>(null);
  const data = useRef({ groups: new DataSet<{ id: string; content: string }>(), items: new DataSet<object>() });
  const handlers = useRef({ onSelect, onWindow });
  handlers.current = { onSelect, onWindow };

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; the window then follows the person's zooming and dragging.
  useEffect(() => {
    if (!container.current) return;
    const t = new Timeline(container.current, data.current.items as never, data.current.groups as never, {
      start: wallToLocal(initial[0]),
      end: wallToLocal(initial[1]),
      zoomMin: TIMELINE_ZOOM_MIN_MS,
      zoomMax: TIMELINE_ZOOM_MAX_MS,
      stack: false,
      selectable: true,
      orientation: 'top',
      groupOrder: 'content',
    });
    t.on('select', ({ items }: { items: string[] }) => handlers.current.onSelect(items[0]?.split(':')[0]));
    t.on('rangechanged', ({ start, end }: { start: Date; end: Date }) =>
      handlers.current.onWindow([localToWall(start), localToWall(end)]),
    );
    timeline.current = t;
    return () => t.destroy();
  }, []);

  useEffect(() => {
    data.current.groups.clear();
    data.current.groups.add(groups);
    data.current.items.clear();
    data.current.items.add(
      bars.map((b) => ({
        id: b.id,
        group: b.group,
        start: wallToLocal(b.start),
        end: wallToLocal(b.end),
        content: '',
        className: `schedule-${b.scheduleId}`,
      })),
    );
  }, [groups, bars]);

  useEffect(() => {
    timeline.current?.setSelection(selected ? bars.filter((b) => b.scheduleId === selected).map((b) => b.id) : []);
  }, [selected, bars]);

  return <Box ref={container} role="img" aria-label="Schedules timeline" minH="16rem" borderWidth="1px" rounded="md" />;
}

function SelectedSchedule({ schedule }: { schedule: Schedule }) {
  const reach = useScheduleReachQuery({ variables: { id: schedule.id }, fetchPolicy: 'cache-and-network' });
  const count = reach.data?.schedule.reach.count;
  const layout = schedule.content ?? undefined;
  const devices = `${paths.devices}?${new URLSearchParams(schedule.tags.map((t) => ['tags', t.name])).toString()}`;
  return (
    <Card.Root variant="outline" size="sm" aria-label="Selected schedule" role="region">
      <Card.Body gap="2">
        <Text fontWeight="semibold">{schedule.layoutName ?? 'Audio playlist'}</Text>
        <Text textStyle="sm">
          {wallClockText(schedule.timer.start)} – {wallClockText(schedule.timer.end)},{' '}
          {scheduleDaysText(schedule.timer)}
        </Text>
        {schedule.tags.length ? <TagList tags={schedule.tags} /> : <Text textStyle="sm">No tags: every player.</Text>}
        <Text textStyle="sm" role="status">
          {count === undefined || count === null
            ? 'Counting the devices it reaches…'
            : `Reaches ${count} ${count === 1 ? 'device' : 'devices'}.`}
        </Text>
        <HStack gap="2" wrap="wrap">
          {layout && (
            <Button asChild size="sm" colorPalette="accent">
              <RouterLink to={layoutEditorPath(layout)}>Edit {layout.name}</RouterLink>
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

function SchedulesInView({
  schedules,
  selected,
  onSelect,
  loading,
}: {
  schedules: readonly Schedule[];
  selected?: string;
  onSelect: (id: string) => void;
  loading: boolean;
}) {
  if (loading) return null;
  if (!schedules.length) return <Text color="fg.muted">Nothing is scheduled in this window.</Text>;
  return (
    <ScheduleTable
      label="Schedules in view"
      schedules={schedules}
      selected={selected}
      content={(s) => (
        <Button size="xs" variant="plain" textDecoration="underline" px="0" onClick={() => onSelect(s.id)}>
          {s.layoutName ?? 'Audio playlist'}
        </Button>
      )}
    />
  );
}
