import type { PlayerEventBatch } from '@signage/contract/reports';
import { parseInstant } from '@signage/domain/dates';
import { CONNECTIVITY_EVENTS, localDayAndHour, type PlayerEventKind } from '@signage/domain/reports';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { reachedMediaIds } from '../devices/player-reach.ts';
import { unprocessable } from '../errors.ts';

const DAY_MS = 86_400_000;
/** Events per insert statement (and sequence numbers read per step of the stream's mark). */
const CHUNK = 5000;

export interface Receipt {
  stored: number;
  duplicates: number;
  expired: number;
  resent: boolean;
}

/** The first instant kept: the start of the month `keepMonths - 1` months before `now`'s (UTC). */
export function retentionCutoff(keepMonths: number, now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (Math.max(keepMonths, 1) - 1), 1));
}

interface Row {
  device_id: number;
  sequence: number;
  occurred_at: Date;
  utc_offset_minutes: number;
  time_zone: string | null;
  kind: PlayerEventKind;
  media_id: number | null;
  event_name: string | null;
  media_uri: string | null;
  local_date: string;
  local_hour: number;
}

/** Checks a batch and turns it into rows, first of each sequence number kept; 422 for what cannot be stored. */
function rowsOf(deviceId: number, batch: PlayerEventBatch, now: Date): Row[] {
  const seen = new Set<number>();
  const rows: Row[] = [];
  for (const event of batch.events) {
    const parsed = parseInstant(event.occurred_at, 'occurred_at', 'utc');
    if (!parsed.ok) throw unprocessable(parsed.message);
    const at = parsed.date.ms;
    if (at > now.getTime() + DAY_MS) {
      throw unprocessable(`Event ${event.sequence} is dated ${event.occurred_at}, more than a day ahead of now.`);
    }
    if (event.kind === 'playback' && event.media_id === undefined) {
      throw unprocessable(`Playback event ${event.sequence} has no media_id.`);
    }
    if (event.kind === 'touch' && !event.event_name) {
      throw unprocessable(`Touch event ${event.sequence} has no event_name.`);
    }
    if (event.kind === 'connectivity' && !CONNECTIVITY_EVENTS.includes(event.event_name as 'online')) {
      throw unprocessable(`Connectivity event ${event.sequence} must be named ${CONNECTIVITY_EVENTS.join(' or ')}.`);
    }
    if (seen.has(event.sequence)) continue;
    seen.add(event.sequence);
    const local = localDayAndHour(at, event.utc_offset_minutes);
    rows.push({
      device_id: deviceId,
      sequence: event.sequence,
      occurred_at: new Date(at),
      utc_offset_minutes: event.utc_offset_minutes,
      time_zone: event.time_zone ?? null,
      kind: event.kind,
      media_id: event.media_id ?? null,
      event_name: event.kind === 'playback' ? null : (event.event_name ?? null),
      media_uri: event.kind === 'touch' ? (event.media_uri ?? '') : null,
      local_date: local.date,
      local_hour: local.hour,
    });
  }
  return rows;
}

async function checkMedia(trx: Transaction<Database>, deviceId: number, rows: readonly Row[], checkReach: boolean) {
  const ids = [...new Set(rows.map((r) => r.media_id).filter((id): id is number => id !== null))];
  if (!ids.length) return;
  // Held until the events are in: a media item deleted meanwhile cannot break the rollup.
  const found = await trx.selectFrom('media').select('media_id').where('media_id', 'in', ids).forKeyShare().execute();
  const known = new Set(found.map((m) => m.media_id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw unprocessable(`No such media item: ${unknown.join(', ')}.`);
  // Proof of play: only media its schedules give it to play (player-reach.ts), not another device's.
  const played = new Set(rows.filter((r) => r.kind === 'playback').map((r) => r.media_id!));
  if (!played.size || !checkReach) return;
  const reached = await reachedMediaIds(trx, deviceId);
  const foreign = [...played].filter((id) => !reached.has(id));
  if (foreign.length) {
    throw unprocessable(
      `Media item ${foreign.join(', ')} is not in a layout scheduled for this player, so it cannot have played there.`,
    );
  }
}

/**
 * One insert of many events as eleven array parameters (unnest): the statement's text and plan stay the same
 * whatever the batch holds, where a VALUES list of 4,000 rows is 44,000 parameters to send, parse and bind.
 * `into` a month's partition skips the routing of each row; `returning` says which were new (the others were
 * stored before), needed only when some may have been.
 */
async function insertEvents(trx: Transaction<Database>, rows: readonly Row[], into: string, returning: boolean) {
  const column = <T>(pick: (row: Row) => T) => rows.map(pick);
  const { rows: inserted } = await sql<{ sequence: string; occurred_at: Date }>`
    insert into ${sql.table(into)} (device_id, sequence, occurred_at, utc_offset_minutes, time_zone, kind, media_id,
      event_name, media_uri, local_date, local_hour)
    select * from unnest(${column((r) => r.device_id)}::integer[], ${column((r) => String(r.sequence))}::bigint[],
      ${column((r) => r.occurred_at.toISOString())}::timestamptz[], ${column((r) => r.utc_offset_minutes)}::smallint[],
      ${column((r) => r.time_zone)}::text[], ${column((r) => r.kind)}::text[], ${column((r) => r.media_id)}::integer[],
      ${column((r) => r.event_name)}::text[], ${column((r) => r.media_uri)}::text[],
      ${column((r) => r.local_date)}::date[], ${column((r) => r.local_hour)}::smallint[])
    on conflict do nothing
    ${returning ? sql`returning sequence, occurred_at` : sql``}`.execute(trx);
  return inserted.map((r) => ({ sequence: r.sequence, occurred_at: new Date(r.occurred_at) }));
}

/** The rows of each month partition (player_events_YYYYMM), the partitions made when missing. */
async function byPartition(trx: Transaction<Database>, rows: readonly Row[]) {
  const months = new Map<string, Row[]>();
  for (const row of rows) {
    const month = row.occurred_at.toISOString().slice(0, 7);
    const list = months.get(month);
    if (list) list.push(row);
    else months.set(month, [row]);
  }
  const parts: { table: string; rows: Row[] }[] = [];
  for (const [month, list] of months) {
    const { rows: made } = await sql<{ name: string }>`
      select player_events_partition(${`${month}-01T00:00:00Z`}::timestamptz) as name`.execute(trx);
    parts.push({ table: made[0]!.name, rows: list });
  }
  return parts;
}

/** Rollups of the rows just stored, added in the same transaction: device_playback per day, touch_hourly. */
async function rollUp(trx: Transaction<Database>, deviceId: number, stored: readonly Row[]) {
  const plays = new Map<string, { media_id: number; playback_date: string; count: number }>();
  const touches = new Map<
    string,
    {
      local_date: string;
      local_hour: number;
      event_name: string;
      media_uri: string;
      media_id: number | null;
      count: number;
    }
  >();
  for (const row of stored) {
    if (row.kind === 'connectivity') continue;
    if (row.kind === 'playback') {
      const key = `${row.media_id} ${row.local_date}`;
      const known = plays.get(key);
      if (known) known.count++;
      else plays.set(key, { media_id: row.media_id!, playback_date: row.local_date, count: 1 });
    } else {
      const key = JSON.stringify([row.local_date, row.local_hour, row.event_name, row.media_uri]);
      const known = touches.get(key);
      if (known) known.count++;
      else
        touches.set(key, {
          local_date: row.local_date,
          local_hour: row.local_hour,
          event_name: row.event_name!,
          media_uri: row.media_uri ?? '',
          media_id: row.media_id,
          count: 1,
        });
    }
  }
  if (plays.size) {
    await trx
      .insertInto('device_playback')
      .values([...plays.values()].map((p) => ({ device_id: deviceId, ...p })))
      .onConflict((oc) =>
        oc.columns(['device_id', 'media_id', 'playback_date']).doUpdateSet({
          count: sql<number>`device_playback.count + excluded.count`,
        }),
      )
      .execute();
  }
  if (touches.size) {
    await trx
      .insertInto('touch_hourly')
      .values([...touches.values()].map((t) => ({ device_id: deviceId, ...t })))
      .onConflict((oc) =>
        oc.columns(['device_id', 'local_date', 'local_hour', 'event_name', 'media_uri']).doUpdateSet({
          count: sql`touch_hourly.count + excluded.count`,
          media_id: sql`coalesce(excluded.media_id, touch_hourly.media_id)`,
        }),
      )
      .execute();
  }
}

/**
 * Moves the stream's contiguous mark over the sequence numbers now present: "data complete up to" the time of the
 * last event before the first gap. The events just stored are walked first; the table is read only when they
 * close a gap behind which earlier events wait.
 */
async function advanceStream(
  trx: Transaction<Database>,
  deviceId: number,
  from: number,
  max: number,
  stored: readonly Row[],
): Promise<{ contiguous: number; completeUntil?: Date }> {
  const fresh = new Map(stored.map((r) => [r.sequence, r.occurred_at]));
  let contiguous = from;
  let completeUntil: Date | undefined;
  while (fresh.has(contiguous + 1)) completeUntil = fresh.get(++contiguous);
  // The first missing number was missing before this batch too (the mark always stops at it): still open, nothing
  // behind it can count, and a device with a gap it will never fill is not read again at every batch.
  if (contiguous === from) return { contiguous };
  while (contiguous < max) {
    const next = await trx
      .selectFrom('player_events')
      .select(['sequence', 'occurred_at'])
      .where('device_id', '=', deviceId)
      .where('sequence', '>', sql<string>`${contiguous}::bigint`)
      .orderBy('sequence')
      .limit(CHUNK)
      .execute();
    let moved = false;
    for (const row of next) {
      const sequence = Number(row.sequence);
      if (sequence !== contiguous + 1) break;
      contiguous = sequence;
      completeUntil = row.occurred_at;
      moved = true;
    }
    if (!moved || next.length < CHUNK) break;
  }
  return { contiguous, completeUntil };
}

/**
 * Stores a batch of events once: the same idempotency key answers as before; an event sent again (same sequence
 * and time) is not counted twice; events older than the retention are counted as expired and not stored. The
 * events, their rollups and the stream's counters are written in one transaction.
 */
export async function ingestEvents(
  db: Db,
  deviceId: number,
  batch: PlayerEventBatch,
  {
    keepMonths,
    now = new Date(),
    checkReach = true,
  }: {
    keepMonths: number;
    now?: Date;
    /** Off for the demo and benchmark seeder only (scripts/seed-events.ts): its devices have no schedules. */
    checkReach?: boolean;
  },
): Promise<Receipt> {
  const all = rowsOf(deviceId, batch, now);
  const cutoff = retentionCutoff(keepMonths, now);
  const rows = all.filter((r) => r.occurred_at >= cutoff);
  const expired = all.length - rows.length;
  return db.transaction().execute(async (trx) => {
    // One batch of a device at a time: its stream's counters stay exact.
    await trx
      .insertInto('player_event_streams')
      .values({ device_id: deviceId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const stream = await trx
      .selectFrom('player_event_streams')
      .select(['contiguous_sequence', 'max_sequence'])
      .where('device_id', '=', deviceId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const before = await trx
      .selectFrom('player_event_batches')
      .select(['stored', 'duplicates', 'expired'])
      .where('device_id', '=', deviceId)
      .where('idempotency_key', '=', batch.idempotency_key)
      .executeTakeFirst();
    if (before) return { ...before, resent: true };
    await checkMedia(trx, deviceId, rows, checkReach);
    // Sequence numbers past the highest stored cannot have been stored before: every row is new.
    const maxBefore = Number(stream.max_sequence);
    const allNew = rows.every((r) => r.sequence > maxBefore);
    const stored: Row[] = [];
    for (const part of await byPartition(trx, rows)) {
      for (let first = 0; first < part.rows.length; first += CHUNK) {
        const chunk = part.rows.slice(first, first + CHUNK);
        const inserted = await insertEvents(trx, chunk, part.table, !allNew);
        if (allNew) {
          stored.push(...chunk);
          continue;
        }
        const keys = new Set(inserted.map((r) => `${r.sequence} ${r.occurred_at.getTime()}`));
        for (const row of chunk) if (keys.has(`${row.sequence} ${row.occurred_at.getTime()}`)) stored.push(row);
      }
    }
    await rollUp(trx, deviceId, stored);
    const maxSequence = rows.reduce((max, r) => Math.max(max, r.sequence), maxBefore);
    const { contiguous, completeUntil } = stored.length
      ? await advanceStream(trx, deviceId, Number(stream.contiguous_sequence), maxSequence, stored)
      : { contiguous: Number(stream.contiguous_sequence), completeUntil: undefined };
    await trx
      .updateTable('player_event_streams')
      .set({
        received: sql`received + ${stored.length}`,
        max_sequence: maxSequence,
        pending: batch.pending ?? 0,
        last_batch_at: now,
        contiguous_sequence: contiguous,
        ...(completeUntil ? { complete_until: completeUntil } : {}),
      })
      .where('device_id', '=', deviceId)
      .execute();
    const receipt = {
      stored: stored.length,
      duplicates: rows.length - stored.length + (batch.events.length - all.length),
      expired,
    };
    await trx
      .insertInto('player_event_batches')
      .values({ device_id: deviceId, idempotency_key: batch.idempotency_key, ...receipt })
      .execute();
    return { ...receipt, resent: false };
  });
}
