import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { ingestEvents } from '../../api/src/reports/ingest.ts';
import { playbackDaily, playbackStats, playbackTimeline, reportRange } from '../../api/src/reports/queries.ts';
import { freshDatabaseUrl } from '../integration/testkit/stack.ts';

const MEDIA = 20;
const DAY_MS = 86_400_000;

/**
 * A year of proof of play for `devices` devices: the daily rollup rows (one per device, media item and day, each
 * the 1,440 plays of a day at one event a minute spread over the items) and `rawEvents` raw events of the last days,
 * written straight with generate_series; then the reports' queries timed, and ingest through ingestEvents.
 */
async function seed(db: Db, devices: number, rawEvents: number) {
  await sql`insert into media (name, media_type, media_format, mime_type, size, file_name, original_name)
    select 'bench ' || i, 'image', 'png', 'image/png', 1, 'b' || i || '.png', 'b' || i || '.png'
    from generate_series(1, ${MEDIA}) i`.execute(db);
  await sql`insert into devices (name, model_name, firmware_version, type, device_key, player_secret_hash, activated,
      last_contact, tags)
    select 'bench ' || i, 'SIM', '1', 'simulated', 'K' || i, 'x', true,
      now() - make_interval(mins => (i * 7) % 400), array['bench', 'g' || (i % 2)]
    from generate_series(1, ${devices}) i`.execute(db);
  await sql`insert into device_playback (device_id, media_id, playback_date, count)
    select d.device_id, m.media_id, current_date - day, 72
    from devices d, media m, generate_series(0, 364) day`.execute(db);
  await sql`select player_events_partition(now() - make_interval(days => day)) from generate_series(0, 40) day`.execute(
    db,
  );
  await sql`insert into player_events (device_id, sequence, occurred_at, utc_offset_minutes, kind, media_id, local_date,
      local_hour)
    select 1 + i % ${devices}, i, now() - make_interval(secs => i * 60.0 / ${devices}), 0, 'playback',
      1 + i % ${MEDIA}, (now() - make_interval(secs => i * 60.0 / ${devices}))::date, 0
    from generate_series(1, ${rawEvents}) i`.execute(db);
  await sql`analyze`.execute(db);
}

async function timed<T>(label: string, runs: number, work: () => Promise<T>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${label}: p50 ${times[Math.floor(runs / 2)]!.toFixed(0)} ms, max ${times[runs - 1]!.toFixed(0)} ms`);
}

/**
 * REPORTS_BENCH_DATABASE_URL names a PostgreSQL database to keep between runs: seeded on the first run (50 million
 * raw events take a while), only timed on the next ones.
 */
export async function benchReports({ devices = 1_000, rawEvents = 1_000_000 } = {}) {
  const kept = process.env.REPORTS_BENCH_DATABASE_URL;
  const database = kept ? { url: kept, drop: async () => undefined } : await freshDatabaseUrl();
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-bench-reports-'));
  const { db, close } = await openDatabase({ databaseUrl: database.url, dataDir });
  try {
    await migrate(db);
    const started = performance.now();
    const seeded = await sql<{ n: number }>`select count(*)::int as n from devices`.execute(db);
    if (seeded.rows[0]!.n === 0) await seed(db, devices, rawEvents);
    else {
      devices = seeded.rows[0]!.n;
      rawEvents = (await sql<{ n: number }>`select count(*)::int as n from player_events`.execute(db)).rows[0]!.n;
    }
    const rollupRows = devices * MEDIA * 365;
    console.log(
      `reports (${database.url ? 'PostgreSQL' : 'PGlite'}): ${devices} devices, ${rollupRows} daily rollup rows (a year at one play a minute = ${devices * 1440 * 365} events), ${rawEvents} raw events seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const now = new Date();
    const half = Array.from({ length: Math.min(500, devices) }, (_, i) => i + 1);
    const month = reportRange({}, now);
    await timed(`30-day media playback, ${half.length} devices`, 5, () =>
      playbackStats(db, { query: { device_ids: half }, forcedTags: [], kind: 'media', range: month }),
    );
    // The reports dashboard's plays per day: a row a day, all devices and media summed.
    await timed('30-day plays per day, all devices (the reports dashboard)', 5, () =>
      playbackDaily(db, { query: {}, forcedTags: [], kind: 'media', range: month }),
    );
    const year = reportRange({ start_date: new Date(now.getTime() - 365 * DAY_MS).toISOString() }, now);
    await timed('one-year monthly timeline, all devices (monthly rollup, partial months from the days)', 5, () =>
      playbackTimeline(db, { query: {}, forcedTags: [], kind: 'all', range: year }),
    );
    // The same figures summed from the daily rollup alone, as the timeline read before the monthly one.
    await timed('one-year monthly timeline from the daily rollup only (before)', 3, () =>
      sql`select to_char(p.playback_date, 'YYYY-MM') as month, sum(p.count) from device_playback p
        join devices d on d.device_id = p.device_id join media m on m.media_id = p.media_id
        where p.playback_date between ${year.start}::date and ${year.end}::date group by 1 order by 1`.execute(db),
    );
    // Ingest: 100 devices sending 1,000 touch events each (touch needs no schedule reach), 10 batches at a time.
    const deviceIds = Array.from({ length: 100 }, (_, i) => i + 1);
    // Past every sequence already stored, so a kept database stores this run's events too.
    const base =
      1 +
      Number(
        (await sql<{ n: number }>`select coalesce(max(sequence), 0)::bigint as n from player_events`.execute(db))
          .rows[0]!.n,
      );
    const ingestStarted = performance.now();
    for (let first = 0; first < deviceIds.length; first += 10) {
      await Promise.all(
        deviceIds.slice(first, first + 10).map((deviceId) =>
          ingestEvents(
            db,
            deviceId,
            {
              idempotency_key: `bench-${deviceId}-${base}`,
              events: Array.from({ length: 1_000 }, (_, i) => ({
                sequence: base + i,
                occurred_at: new Date(now.getTime() - i * 1000).toISOString(),
                utc_offset_minutes: 0,
                kind: 'touch' as const,
                event_name: 'tap',
                media_uri: 'menu.html',
              })),
            },
            { keepMonths: 13, now },
          ),
        ),
      );
    }
    const seconds = (performance.now() - ingestStarted) / 1000;
    console.log(`  ingest: 100,000 events in ${seconds.toFixed(1)} s = ${(100_000 / seconds).toFixed(0)} events/s`);
  } finally {
    await close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
