import { Button, Stack, Text } from '@chakra-ui/react';
import { DAY_MS } from '@signage/domain/schedules/wall-clock';
import { useMemo, useState } from 'react';
import { LuCalendarPlus } from 'react-icons/lu';
import { LoadError } from '../../components/load-error.tsx';
import { PageTitleBar } from '../../components/page-title-bar.tsx';
import { ScheduleTable, scheduledContentName } from '../../components/schedules/schedule-table.tsx';
import { useSchedulesTimelineQuery } from '../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { useCan } from '../../lib/use-can.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { AddScheduleDialog } from './add-schedule-dialog.tsx';
import { type TimelineSchedule as Schedule, SelectedSchedule } from './selected-schedule.tsx';
import { localToWall, TIMELINE_DAYS_AHEAD, TIMELINE_DAYS_BACK, timelineBars, windowParam } from './timeline-bars.ts';
import { TimelineView } from './timeline-view.tsx';

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
    context: SHOWN_ON_SCREEN,
  });
  const [selected, setSelected] = useState<string>();
  const [adding, setAdding] = useState(false);
  const canAdd = useCan('edit schedules');
  const items = query.data?.schedules.items;
  const { groups, bars } = useMemo(() => timelineBars(items ?? [], settled[0], settled[1]), [items, settled]);
  const shown = useMemo(() => {
    const ids = new Set(bars.map((b) => b.scheduleId));
    return (items ?? []).filter((s) => ids.has(s.id));
  }, [items, bars]);
  const schedule = shown.find((s) => s.id === selected);

  return (
    <Stack gap="5">
      <PageTitleBar title="Schedules">
        {canAdd && (
          <Button colorPalette="accent" onClick={() => setAdding(true)}>
            <LuCalendarPlus />
            Add schedule
          </Button>
        )}
      </PageTitleBar>
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
      <AddScheduleDialog open={adding} onClose={() => setAdding(false)} />
    </Stack>
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
        <Button size="sm" h="auto" variant="plain" textDecoration="underline" px="0" onClick={() => onSelect(s.id)}>
          {scheduledContentName(s)}
        </Button>
      )}
    />
  );
}
