import { copyFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { PlayerEvent } from '@signage/contract/reports';
import { DEFAULT_EVENTS_RETENTION_MONTHS } from '@signage/domain/reports';
import { sql } from 'kysely';
import { openDatabase } from '../api/src/db/database.ts';
import { migrate } from '../api/src/db/migrate.ts';
import { DEMO_AUDIO_FILE, drawImage, receivedFile } from '../api/src/demo.ts';
import type { Received } from '../api/src/media/receive.ts';
import { MediaStorage } from '../api/src/media/storage.ts';
import { storeReceived } from '../api/src/media/store.ts';
import { ingestEvents } from '../api/src/reports/ingest.ts';
import { exitIfDataDirInUse } from './data-dir-in-use.ts';

/**
 * `npm run seed:events -- --devices 50 [--days 365] [--per-day 144] [--touches-per-day 40]`: a year (or --days) of
 * proof of play for N devices, for demos and benchmarks. It writes into the database the api uses (DATABASE_URL,
 * else the PGlite in DATA_DIR, `data` by default), through the api's own ingest: month partitions, daily and
 * monthly rollups, sequence numbers and idempotency keys all as players would leave them. Devices "Seed player
 * 1..N" (tagged `seeded` and one of `north`/`south`) are made once and reused, each continuing its sequence; media
 * items are the library's own images, videos and audio (placeholders named "Seed media N", with real files, when
 * there are none).
 * Plays and touches fall in opening hours (08:00 to 22:00 in the device's zone); touches name a touch app's page,
 * and the app itself when the library holds one.
 */
const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '20' },
    days: { type: 'string', default: '365' },
    'per-day': { type: 'string', default: '144' },
    'touches-per-day': { type: 'string', default: '40' },
    batch: { type: 'string', default: '10000' },
  },
});
const devices = Number(values.devices);
const days = Number(values.days);
const perDay = Number(values['per-day']);
const touchesPerDay = Number(values['touches-per-day']);
const batchSize = Math.min(Number(values.batch), 10_000);
for (const [name, value] of Object.entries({ devices, days, perDay, touchesPerDay, batchSize })) {
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, not ${value}`);
}

const ZONES = [
  { zone: 'Europe/Berlin', offset: 60 },
  { zone: 'America/New_York', offset: -300 },
  { zone: 'Asia/Tokyo', offset: 540 },
  { zone: 'Australia/Sydney', offset: 600 },
];
const EVENTS = ['tap', 'tap', 'tap', 'swipe', 'long-press'];
const PAGES = ['index.html', 'menu.html', 'map.html', 'offers.html', 'contact.html'];
const DAY_MS = 86_400_000;

/** A small deterministic generator: the same arguments seed the same events. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const dataDir = process.env.DATA_DIR ?? 'data';

/**
 * Placeholder "Seed media n" (every fifth the demo's sample MP3, the others a labelled picture), taken in as an
 * upload would be: probed, stored in the library's folder, so its preview, download and players all find it.
 */
async function placeholder(storage: MediaStorage, n: number): Promise<Received> {
  const temporary = storage.temporaryPath();
  const name = `Seed media ${n}`;
  if (n % 5 === 0) {
    await copyFile(DEMO_AUDIO_FILE, temporary);
    return receivedFile(temporary, `${name}.mp3`);
  }
  await drawImage(temporary, {
    file: `${name}.png`,
    text: name,
    sub: 'seeded',
    background: `hsl(${n * 36}, 45%, 35%)`,
  });
  return receivedFile(temporary, `${name}.png`);
}

const { db, close, kind } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir,
}).catch(exitIfDataDirInUse);
try {
  await migrate(db);
  let media = await db
    .selectFrom('media')
    .select(['media_id', 'media_type'])
    .where('media_type', 'in', ['image', 'video', 'audio'])
    .orderBy('media_id')
    .limit(20)
    .execute();
  if (!media.length) {
    const storage = new MediaStorage(dataDir);
    await storage.init();
    const files = await Promise.all(Array.from({ length: 10 }, (_, index) => placeholder(storage, index + 1)));
    // Nothing caches media lists in this process: nothing to tell of the write.
    await storeReceived({ db, storage, changed: () => {} }, files, ['seeded'], null);
    media = await db
      .selectFrom('media')
      .select(['media_id', 'media_type'])
      .where('name', 'like', 'Seed media %')
      .execute();
  }
  const apps = await db.selectFrom('media').select('media_id').where('media_type', '=', 'touchapp').execute();
  // Registered and activated when their events begin, as an operator's activation records it: the device page
  // would otherwise say a player registered today has played for months.
  await sql`insert into devices (name, model_name, firmware_version, type, device_key, player_secret_hash, activated,
      date_created, date_activated, last_contact, tags, time_zone)
    select 'Seed player ' || i, 'SIM-PLAYER', '01.00.00', 'simulated', 'SEED-' || i, 'seeded', true,
      now() - make_interval(days => ${days}), now() - make_interval(days => ${days}),
      now() - make_interval(mins => (i * 37) % 600), array['seeded', case when i % 2 = 0 then 'north' else 'south' end],
      (cast(${ZONES.map((z) => z.zone)} as text[]))[1 + i % ${ZONES.length}]
    from generate_series(1, ${devices}) i
    on conflict (device_key) do nothing`.execute(db);
  const seeded = await db
    .selectFrom('devices')
    .leftJoin('player_event_streams as s', 's.device_id', 'devices.device_id')
    .select(['devices.device_id', 'devices.device_key', 's.max_sequence'])
    .where('devices.device_key', 'like', 'SEED-%')
    .orderBy('devices.device_id')
    .limit(devices)
    .execute();

  const now = Date.now();
  const startDay = Math.floor((now - days * DAY_MS) / DAY_MS) * DAY_MS;
  const started = performance.now();
  let total = 0;
  for (const [index, device] of seeded.entries()) {
    const next = random(device.device_id * 7919);
    const { zone, offset } = ZONES[Number(device.device_key.slice(5)) % ZONES.length]!;
    let sequence = Number(device.max_sequence ?? 0);
    let batch: PlayerEvent[] = [];
    const send = async () => {
      if (!batch.length) return;
      const key = `seed-${batch[0]!.sequence}-${batch[batch.length - 1]!.sequence}`;
      const receipt = await ingestEvents(
        db,
        device.device_id,
        { idempotency_key: key, events: batch },
        { keepMonths: DEFAULT_EVENTS_RETENTION_MONTHS, checkReach: false },
      );
      total += receipt.stored;
      batch = [];
    };
    for (let day = startDay; day < now; day += DAY_MS) {
      // The day's events in time order: plays over opening hours, touches when a touch app exists.
      const times: { at: number; touch: boolean }[] = [];
      const open = day - offset * 60_000 + 8 * 3_600_000;
      for (let i = 0; i < perDay; i++) times.push({ at: open + next() * 14 * 3_600_000, touch: false });
      for (let i = 0; i < touchesPerDay; i++) times.push({ at: open + next() * 14 * 3_600_000, touch: true });
      times.sort((a, b) => a.at - b.at);
      for (const { at, touch } of times) {
        if (at > now) break;
        const common = {
          sequence: ++sequence,
          occurred_at: new Date(at).toISOString(),
          utc_offset_minutes: offset,
          time_zone: zone,
        };
        batch.push(
          touch
            ? {
                ...common,
                kind: 'touch',
                event_name: EVENTS[Math.floor(next() * EVENTS.length)]!,
                media_uri: PAGES[Math.floor(next() * PAGES.length)]!,
                ...(apps.length ? { media_id: apps[Math.floor(next() * apps.length)]!.media_id } : {}),
              }
            : { ...common, kind: 'playback', media_id: media[Math.floor(next() * media.length)]!.media_id },
        );
        if (batch.length >= batchSize) await send();
      }
    }
    await send();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `device ${index + 1}/${seeded.length} (${device.device_id}): ${total} events stored, ${(total / seconds).toFixed(0)} events/s`,
    );
  }
  await sql`analyze`.execute(db);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `seeded ${total} events for ${seeded.length} devices over ${days} days into ${kind} in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(0)} events/s)`,
  );
} finally {
  await close();
}
