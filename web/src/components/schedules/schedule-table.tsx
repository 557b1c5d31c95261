import { Table } from '@chakra-ui/react';
import { notVisibleName } from '@signage/domain/messages';
import { displayWallClock, parseWallClock } from '@signage/domain/schedules/wall-clock';
import type { ReactNode } from 'react';
import type { TagList_TagFragment } from '../../gql/graphql.ts';
import { TableHead } from '../table-head.tsx';
import { TagList } from '../tags/tag-list.tsx';

/** A stored wall clock (`YYYY-MM-DDTHH:mm`) as the console shows it: "24th Nov 2026 00:00". */
export function wallClockText(text: string): string {
  const ms = parseWallClock(text);
  return ms === undefined ? text : displayWallClock(ms);
}

/** What a schedule plays: its layout or audio playlist, as the answer names them. */
export interface ScheduledContent {
  layoutId?: string | null;
  layoutName?: string | null;
  audioPlaylistId?: string | null;
  audioPlaylist?: { name: string } | null;
}

/**
 * What a schedule plays, by name: "Lobby"; by id where the user's forced tags hide it (the schedule carries their
 * tags, its layout does not): "Layout 4 (not visible to you)".
 */
export function scheduledContentName(s: ScheduledContent): string {
  if (s.layoutId) return s.layoutName ?? notVisibleName('Layout', s.layoutId);
  if (s.audioPlaylistId) return s.audioPlaylist?.name ?? notVisibleName('Audio playlist', s.audioPlaylistId);
  return s.layoutName ?? s.audioPlaylist?.name ?? 'Schedule';
}

/** A schedule named in lists of objects of every type: "Lobby, 5th Jan 2026 09:00 – 31st Jan 2026 23:59". */
export function scheduleName(schedule: ScheduledContent & { timer: { start: string; end: string } }) {
  const range = `${wallClockText(schedule.timer.start)} – ${wallClockText(schedule.timer.end)}`;
  return `${scheduledContentName(schedule)}, ${range}`;
}

/** "every day", "Mon, Wed, Fri, day part". */
export const scheduleDaysText = (timer: { days: string; dayPart: boolean }) =>
  `${timer.days}${timer.dayPart ? ', day part' : ''}`;

export interface ScheduleTableRow {
  id: string;
  tags: readonly TagList_TagFragment[];
  timer: { start: string; end: string; days: string; dayPart: boolean };
}

/**
 * Schedules as a table: what each publishes (`content`, a link or a button of the screen's), its wall-clock range,
 * its days and its tags. The device page and the timeline both list schedules this way.
 */
export function ScheduleTable<T extends ScheduleTableRow>({
  label,
  schedules,
  content,
  selected,
}: {
  label: string;
  schedules: readonly T[];
  content: (schedule: T) => ReactNode;
  selected?: string;
}) {
  return (
    <Table.Root size="sm" aria-label={label}>
      <TableHead columns={['Layout', 'From', 'To', 'Days', 'Tags']} />
      <Table.Body>
        {schedules.map((s) => (
          <Table.Row
            key={s.id}
            aria-selected={selected === undefined ? undefined : s.id === selected}
            bg={s.id === selected ? 'bg.muted' : undefined}
          >
            <Table.Cell>{content(s)}</Table.Cell>
            <Table.Cell>{wallClockText(s.timer.start)}</Table.Cell>
            <Table.Cell>{wallClockText(s.timer.end)}</Table.Cell>
            <Table.Cell>{scheduleDaysText(s.timer)}</Table.Cell>
            <Table.Cell>{s.tags.length ? <TagList tags={s.tags} /> : 'every player'}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
