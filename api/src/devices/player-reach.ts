import { formatDataLink, parseDataLink } from '@signage/domain/data-sources/data-link';
import { dataLinkValuesOf } from '@signage/domain/layouts/data-links';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * What a player's schedules reach (issue 21): the layouts of the schedules its device's tags contain (the
 * rule of GET /schedules/for_device, past, current and future alike, so a player may fetch ahead and report
 * late), and through them the media it plays and the data-link values its texts show. A player reads and
 * reports only these; anything else is another device's business.
 */
export function reachedLayouts(db: Db, deviceId: number) {
  return db
    .selectFrom('layouts')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('schedules')
          .select(sql.lit(1).as('one'))
          .whereRef('schedules.layout_id', '=', 'layouts.layout_id')
          .where(sql<boolean>`schedules.tags <@ (select devices.tags from devices where device_id = ${deviceId})`),
      ),
    );
}

/** Whether layout `layoutId` is reached by the schedules of device `deviceId`. */
export async function reachesLayout(db: Db, deviceId: number, layoutId: number): Promise<boolean> {
  const row = await reachedLayouts(db, deviceId)
    .select('layouts.layout_id')
    .where('layouts.layout_id', '=', layoutId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The media items the device's reached layouts use. */
export async function reachedMediaIds(db: Db, deviceId: number): Promise<Set<number>> {
  const rows = await reachedLayouts(db, deviceId).select('layouts.media_ids').execute();
  return new Set(rows.flatMap((row) => row.media_ids));
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
