import { nowPlaying } from '@signage/domain/schedules/now-playing';
import { type CompiledSchedule, compileSchedule } from '@signage/domain/schedules/schedule';
import { DAY_MS, formatWallClock } from '@signage/domain/schedules/wall-clock';
import { useMemo } from 'react';
import type { DashboardCardLayoutsQuery } from '../../gql/graphql.ts';
import { useDashboardCardLayoutsQuery } from '../../gql/hooks.ts';
import { useDisplayTime } from '../../lib/use-display-time.ts';

type Layout = NonNullable<DashboardCardLayoutsQuery['schedules']['items'][number]['content']>;

export interface CardLayout extends Layout {
  /** How many of the card's devices play it now. */
  devices: number;
}

export interface PlayingCardDevice {
  tags: readonly { name: string }[];
  /** Its own zone; null: the installation's display zone. */
  timeZone: string | null;
}

/** Today's date ± a day on UTC's wall clock: wide enough for "now" on any device's clock. */
function aroundToday(now: number): { from: string; to: string } {
  const day = now - (now % DAY_MS);
  return { from: formatWallClock(day - DAY_MS), to: formatWallClock(day + 2 * DAY_MS - 60_000) };
}

/**
 * The layouts a card's tags reach (spec 01 §2 "each layout shown opens the layout editor"): what each of the
 * card's devices has on screen now by the domain's now-playing rule (the schedule reaching it with the most tags,
 * then the newest, active on its clock), each layout once, by name. One schedules query serves every card.
 */
export function useCardLayouts(devices: readonly PlayingCardDevice[]) {
  const { zone } = useDisplayTime();
  // Moves on at midnight (UTC): a dashboard left open asks again for the new days.
  const query = useDashboardCardLayoutsQuery({ variables: aroundToday(Date.now()), skip: devices.length === 0 });
  const items = (query.data ?? query.previousData)?.schedules.items;
  const schedules = useMemo(() => compiled(items ?? []), [items]);

  const byId = new Map<string, CardLayout>();
  const now = Date.now();
  for (const device of devices) {
    const playing = nowPlaying(
      { tags: device.tags.map((t) => t.name), timeZone: device.timeZone ?? zone },
      schedules.list,
      now,
    ).screen;
    const layout = playing === null ? undefined : schedules.layouts.get(playing);
    if (!layout) continue;
    const seen = byId.get(layout.id);
    if (seen) seen.devices += 1;
    else byId.set(layout.id, { ...layout, devices: 1 });
  }
  const layouts = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  return { layouts, loading: !items && query.loading, error: query.error };
}

function compiled(items: DashboardCardLayoutsQuery['schedules']['items']) {
  const list: CompiledSchedule[] = [];
  const layouts = new Map<number, Layout>();
  for (const s of items) {
    const id = Number(s.id);
    const { start, end, dow, dayPart } = s.timer;
    list.push(
      compileSchedule({
        schedule_id: id,
        audio_playlist_id: s.audioPlaylistId == null ? null : Number(s.audioPlaylistId),
        tags: s.tags.map((t) => t.name),
        timer: { start, end, dow, day_part: dayPart },
      }),
    );
    if (s.content) layouts.set(id, s.content);
  }
  return { list, layouts };
}
