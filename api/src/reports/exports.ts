import type { ProofOfPlayQuery } from '@signage/contract/reports';
import { localTimeText } from '@signage/domain/reports';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { deviceWhere } from '../devices/repository.ts';
import { type Cell, sendCsv } from '../kit/csv-reply.ts';
import { keysetPages } from '../kit/keyset-pages.ts';
import { asDate, mediaConditions, type ReportRange, reportRange, touchRange } from './queries.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

interface EventFilter {
  query: ProofOfPlayQuery & { event_name?: string };
  forcedTags: readonly string[];
  range: ReportRange;
}

/**
 * Every stored event of a kind whose player calendar day lies in the range, oldest first, read a page at a time
 * (keyset on time, device, sequence, indexed in that order) so an export of any size streams in constant memory.
 * Pages are small because embedded PGlite runs each query in the server's own thread: a page of 1,000 rows holds
 * other requests for tens of milliseconds, where one of 5,000 held them for a quarter of a second (a month's export
 * of 890,000 plays: other calls 60-160 ms instead of 0.2-0.6 s, the export 31 s instead of 26 s).
 */
export function storedEvents(db: Db, kind: 'playback' | 'touch', filter: EventFilter, pageSize = 1000) {
  const { query, forcedTags, range } = filter;
  // The events of the local days asked for: a day's events may lie up to 14 hours either side in UTC.
  const from = new Date(Date.parse(`${range.start}T00:00:00Z`) - 14 * HOUR_MS);
  const to = new Date(Date.parse(`${range.end}T00:00:00Z`) + DAY_MS + 14 * HOUR_MS);
  return keysetPages(
    (after: { at: Date; device: number; sequence: string } | undefined) => {
      let page = db
        .selectFrom('player_events as e')
        .innerJoin('devices', 'devices.device_id', 'e.device_id')
        .leftJoin('media as m', 'm.media_id', 'e.media_id')
        .where(deviceWhere({ forcedTags, tags: query.device_tags, ids: query.device_ids }))
        .where('e.kind', '=', kind)
        .where('e.occurred_at', '>=', from)
        .where('e.occurred_at', '<', to)
        .where('e.local_date', '>=', asDate(range.start))
        .where('e.local_date', '<=', asDate(range.end))
        .where((eb) => eb.and(mediaConditions(eb, query, query.kind ?? 'all')))
        .select([
          'e.occurred_at',
          'e.utc_offset_minutes',
          'e.time_zone',
          'e.device_id',
          'devices.name as device_name',
          'e.media_id',
          'm.name as media_name',
          'e.event_name',
          'e.media_uri',
          'e.sequence',
        ]);
      if (kind === 'playback') page = page.where('e.media_id', 'is not', null);
      if (query.event_name) page = page.where('e.event_name', '=', query.event_name);
      if (after) {
        page = page.where(
          sql<boolean>`(e.occurred_at, e.device_id, e.sequence) > (${after.at}, ${after.device}, ${after.sequence}::bigint)`,
        );
      }
      return page.orderBy('e.occurred_at').orderBy('e.device_id').orderBy('e.sequence').limit(pageSize).execute();
    },
    (last) => ({ at: last.occurred_at, device: last.device_id, sequence: String(last.sequence) }),
    pageSize,
  );
}

/** An event's UTC time, its local time on the player (with the offset it sent) and its zone. */
export function eventTimes(row: { occurred_at: Date; utc_offset_minutes: number; time_zone: string | null }): Cell[] {
  return [
    row.occurred_at.toISOString(),
    localTimeText(row.occurred_at.getTime(), row.utc_offset_minutes),
    row.time_zone ?? '',
  ];
}

const PROOF_OF_PLAY_HEADER = [
  'occurred_at_utc',
  'occurred_at_local',
  'time_zone',
  'device_id',
  'device_name',
  'media_id',
  'media_name',
  'sequence',
];
const TOUCH_EVENTS_HEADER = [
  'occurred_at_utc',
  'occurred_at_local',
  'time_zone',
  'device_id',
  'device_name',
  'event_name',
  'media_uri',
  'media_id',
  'media_name',
  'sequence',
];
export const NETWORK_STATUS_HEADER = [
  'device_id',
  'device_name',
  'bucket',
  'last_contact_utc',
  'last_contact_local',
  'time_zone',
  'device_tags',
];

/** An event as `storedEvents` reads it. */
type StoredEvent = ReturnType<typeof storedEvents> extends AsyncGenerator<infer R> ? R : never;

/**
 * The CSV export of each event kind: its file's name, the days a query asks for (by the kind's report's rule: touch
 * events have none before their first day), and the columns after the event's times (`eventTimes`).
 */
export const EVENT_CSV = {
  playback: {
    file: 'proof-of-play',
    range: reportRange,
    header: PROOF_OF_PLAY_HEADER,
    cells: (r: StoredEvent) => [r.device_id, r.device_name, r.media_id, r.media_name, String(r.sequence)],
  },
  touch: {
    file: 'touch-events',
    range: touchRange,
    header: TOUCH_EVENTS_HEADER,
    cells: (r: StoredEvent) => [
      r.device_id,
      r.device_name,
      r.event_name,
      r.media_uri,
      r.media_id,
      r.media_name,
      String(r.sequence),
    ],
  },
} satisfies Record<
  'playback' | 'touch',
  {
    file: string;
    range(query: EventFilter['query']): ReportRange;
    header: readonly string[];
    cells(r: StoredEvent): Cell[];
  }
>;

/**
 * Sends the stored events of a kind as a CSV attachment, proof of play or touch events: those of the devices the
 * caller's forced tags let them see, over the days the query asks for.
 */
export function sendEventsCsv(
  reply: FastifyReply,
  db: Db,
  kind: keyof typeof EVENT_CSV,
  query: EventFilter['query'],
  forcedTags: readonly string[],
) {
  const { file, range, header, cells } = EVENT_CSV[kind];
  const filter = { query, forcedTags, range: range(query) };
  const { start, end } = filter.range;
  const rows = storedEvents(db, kind, filter);
  return sendCsv(reply, `${file}-${start}-to-${end}.csv`, header, rows, (r) => [...eventTimes(r), ...cells(r)]);
}

/** Used and total disk bytes over the latest system info of each device the filter selects. */
export async function diskStorage(db: Db, filter: { forcedTags: readonly string[]; tags?: string[]; ids?: number[] }) {
  const latest = db
    .selectFrom('device_system_info as s')
    .innerJoin('devices', 'devices.device_id', 's.device_id')
    .where(deviceWhere(filter))
    .distinctOn('s.device_id')
    .select(['s.device_id', 's.json'])
    .orderBy('s.device_id')
    .orderBy('s.timestamp', 'desc')
    .orderBy('s.id', 'desc');
  // Numbers only: a player's odd json (a text, a negative) counts as nothing rather than failing the report.
  const bytes = (key: string) =>
    sql<string>`coalesce(sum(case when jsonb_typeof(d.value -> ${key}) = 'number'
      then greatest((d.value ->> ${key})::numeric, 0) end), 0)`;
  const row = await db
    .selectFrom(latest.as('l'))
    .leftJoin(
      sql<{ value: unknown }>`lateral jsonb_array_elements(case when jsonb_typeof(l.json -> 'disk' -> 'disks') = 'array'
        then l.json -> 'disk' -> 'disks' else '[]'::jsonb end)`.as('d'),
      (join) => join.onTrue(),
    )
    .select([
      sql<string>`count(distinct l.device_id)`.as('devices'),
      bytes('bytes_used').as('used'),
      bytes('bytes_avail').as('avail'),
    ])
    .executeTakeFirstOrThrow();
  const used = Number(row.used);
  return { devices: Number(row.devices), bytes_used: used, bytes_total: used + Number(row.avail) };
}
