import type { PlayerEventBatch } from '@signage/contract/reports';
import { parseInstant } from '@signage/domain/dates';
import { localDayAndHour } from '@signage/domain/reports';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { reachedMediaIds } from '../devices/player-reach.ts';
import { unprocessable } from '../errors.ts';

const DAY_MS = 86_400_000;
/** Rows per insert statement: 11 parameters a row stays under PostgreSQL's 65,535 parameters. */
const CHUNK = 4000;

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
  kind: 'playback' | 'touch';
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
      event_name: event.kind === 'touch' ? (event.event_name ?? null) : null,
      media_uri: event.kind === 'touch' ? (event.media_uri ?? '') : null,
      local_date: local.date,
      local_hour: local.hour,
    });
  }
  return rows;
}

async function checkMedia(trx: Transaction<Database>, deviceId: number, rows: readonly Row[]) {
  const ids = [...new Set(rows.map((r) => r.media_id).filter((id): id is number => id !== null))];
  if (!ids.length) return;
  // Held until the events are in: a media item deleted meanwhile cannot break the rollup.
  const found = await trx.selectFrom('media').select('media_id').where('media_id', 'in', ids).forKeyShare().execute();
  const known = new Set(found.map((m) => m.media_id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw unprocessable(`No such media item: ${unknown.join(', ')}.`);
  // Proof of play: only media its schedules give it to play (player-reach.ts), not another device's.
  const played = new Set(rows.filter((r) => r.kind === 'playback').map((r) => r.media_id!));
  if (!played.size) return;
  const reached = await reachedMediaIds(trx, deviceId);
  const foreign = [...played].filter((id) => !reached.has(id));
  if (foreign.length) {
    throw unprocessable(
      `Media item ${foreign.join(', ')} is not in a layout scheduled for this player, so it cannot have played there.`,
    );
  }
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
 * last event before the first gap.
 */
async function advanceStream(trx: Transaction<Database>, deviceId: number) {
  const stream = await trx
    .selectFrom('player_event_streams')
    .select(['contiguous_sequence', 'max_sequence'])
    .where('device_id', '=', deviceId)
    .executeTakeFirstOrThrow();
  let contiguous = Number(stream.contiguous_sequence);
  const max = Number(stream.max_sequence);
  let completeUntil: Date | undefined;
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
  if (completeUntil) {
    await trx
      .updateTable('player_event_streams')
      .set({ contiguous_sequence: contiguous, complete_until: completeUntil })
      .where('device_id', '=', deviceId)
      .execute();
  }
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
  { keepMonths, now = new Date() }: { keepMonths: number; now?: Date },
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
    await trx
      .selectFrom('player_event_streams')
      .select('device_id')
      .where('device_id', '=', deviceId)
      .forUpdate()
      .execute();
    const before = await trx
      .selectFrom('player_event_batches')
      .select(['stored', 'duplicates', 'expired'])
      .where('device_id', '=', deviceId)
      .where('idempotency_key', '=', batch.idempotency_key)
      .executeTakeFirst();
    if (before) return { ...before, resent: true };
    await checkMedia(trx, deviceId, rows);
    const months = new Set(rows.map((r) => r.occurred_at.toISOString().slice(0, 7)));
    for (const month of months)
      await sql`select player_events_partition(${`${month}-01T00:00:00Z`}::timestamptz)`.execute(trx);
    const stored: Row[] = [];
    for (let first = 0; first < rows.length; first += CHUNK) {
      const chunk = rows.slice(first, first + CHUNK);
      const inserted = await trx
        .insertInto('player_events')
        .values(chunk)
        .onConflict((oc) => oc.doNothing())
        .returning(['sequence', 'occurred_at'])
        .execute();
      const keys = new Set(inserted.map((r) => `${r.sequence} ${r.occurred_at.getTime()}`));
      for (const row of chunk) if (keys.has(`${row.sequence} ${row.occurred_at.getTime()}`)) stored.push(row);
    }
    await rollUp(trx, deviceId, stored);
    const maxSequence = rows.reduce((max, r) => Math.max(max, r.sequence), 0);
    await trx
      .updateTable('player_event_streams')
      .set({
        received: sql`received + ${stored.length}`,
        max_sequence: sql`greatest(max_sequence, ${maxSequence}::bigint)`,
        pending: batch.pending ?? 0,
        last_batch_at: now,
      })
      .where('device_id', '=', deviceId)
      .execute();
    if (stored.length) await advanceStream(trx, deviceId);
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
