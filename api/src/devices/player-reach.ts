import { formatDataLink, parseDataLink } from '@signage/domain/data-sources/data-link';
import { dataLinkValuesOf } from '@signage/domain/layouts/data-links';
import { type ReferenceExpression, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** Schedules that play on the device: its tags contain all of theirs (the rule of the schedule's reach). */
const playsOn = (deviceId: number) =>
  sql<boolean>`schedules.tags <@ (select devices.tags from devices where device_id = ${deviceId})`;

/**
 * What a player's schedules reach (issue 21): the layouts of the schedules its device's tags contain, and of the
 * campaigns with a run in its venue (the rule of GET /schedules/for_device, past, current and future alike, so a player may fetch ahead and report
 * late), and through them the media it plays and the data-link values its texts show. A player reads and
 * reports only these; anything else is another device's business.
 */
export function reachedLayouts(db: Db, deviceId: number) {
  return db.selectFrom('layouts').where((eb) =>
    eb.or([
      eb.exists(
        eb
          .selectFrom('schedules')
          .select(sql.lit(1).as('one'))
          .whereRef('schedules.layout_id', '=', 'layouts.layout_id')
          .where(playsOn(deviceId)),
      ),
      // The content of a campaign with a run in the device's venue (campaign runs reach by venue, not tags).
      sql<boolean>`exists (select 1 from campaigns c join campaign_runs r on r.campaign_id = c.campaign_id
        join campaign_run_venues v on v.campaign_run_id = r.campaign_run_id
        join devices d on d.venue_id = v.venue_id
        where c.layout_id = layouts.layout_id and d.device_id = ${deviceId})`,
    ]),
  );
}

/** Whether a reach query (`reachedLayouts`, `reachedAudioPlaylists`) holds the row whose `idColumn` is `id`. */
async function holds<T extends keyof Database>(
  reached: SelectQueryBuilder<Database, T, object>,
  idColumn: ReferenceExpression<Database, T>,
  id: number,
): Promise<boolean> {
  const row = await reached.select(sql.lit(1).as('one')).where(idColumn, '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Whether layout `layoutId` is reached by the schedules of device `deviceId`. */
export function reachesLayout(db: Db, deviceId: number, layoutId: number): Promise<boolean> {
  return holds(reachedLayouts(db, deviceId), 'layouts.layout_id', layoutId);
}

/** The audio playlists (music and stings, issue 25) of the schedules the device's tags contain. */
export function reachedAudioPlaylists(db: Db, deviceId: number) {
  return db
    .selectFrom('audio_playlists')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('schedules')
          .select(sql.lit(1).as('one'))
          .whereRef('schedules.audio_playlist_id', '=', 'audio_playlists.audio_playlist_id')
          .where(playsOn(deviceId)),
      ),
    );
}

/** Whether audio playlist `playlistId` is reached by the schedules of device `deviceId`. */
export function reachesAudioPlaylist(db: Db, deviceId: number, playlistId: number): Promise<boolean> {
  return holds(reachedAudioPlaylists(db, deviceId), 'audio_playlists.audio_playlist_id', playlistId);
}

/** The media items the device's reached layouts use, and the tracks of its reached audio playlists. */
export async function reachedMediaIds(db: Db, deviceId: number): Promise<Set<number>> {
  const [layouts, playlists] = await Promise.all([
    reachedLayouts(db, deviceId).select('layouts.media_ids').execute(),
    reachedAudioPlaylists(db, deviceId).select('audio_playlists.track_ids').execute(),
  ]);
  return new Set([...layouts.flatMap((row) => row.media_ids), ...playlists.flatMap((row) => row.track_ids)]);
}

/** The data-link values (as formatDataLink writes them) of the texts in the device's reached layouts. */
export async function reachedDataLinks(db: Db, deviceId: number): Promise<Set<string>> {
  const rows = await reachedLayouts(db, deviceId).select('layouts.json').execute();
  return new Set(rows.flatMap((row) => dataLinkValuesOf(row.json)));
}

/** A requested value as reachedDataLinks writes it, or undefined for one that is not a data link. */
export function normalDataLink(value: string): string | undefined {
  const link = parseDataLink(value);
  return link ? formatDataLink(link) : undefined;
}
