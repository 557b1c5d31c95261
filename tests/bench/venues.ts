import { newLayoutJson } from '@signage/domain/layouts/tree';
import { DAY_MS, formatWallClock, MINUTE_MS, parseWallClock } from '@signage/domain/schedules/wall-clock';
import { type Db, openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { load, printTable } from './load.ts';
import { startStackProcess } from './stack-process.ts';

export const VENUES = 500;
const DEVICES = 5_000;
const SCHEDULES = 2_000;
const TAGS = Array.from({ length: 40 }, (_, i) => `venue-bench${i}`);
export const ZONES = [
  'Europe/London',
  'Asia/Tokyo',
  'America/New_York',
  'Australia/Sydney',
  'UTC',
  'Pacific/Kiritimati',
];

export function randomSource(seed: number) {
  return (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
}

/**
 * The estate the venue and campaign benches share: 500 venues in six zones (each tagged with one of `tags`),
 * 5,000 activated devices spread over them (10 each, 3 of the 40 tags each, keys `keyPrefix` + number) and one
 * layout, straight into the database. Answers the venues and the layout.
 */
export async function seedVenueEstate(
  db: Db,
  { tags, keyPrefix, random }: { tags: readonly string[]; keyPrefix: string; random: (n: number) => number },
) {
  const venues = await db
    .insertInto('venues')
    .values(
      Array.from({ length: VENUES }, (_, i) => ({
        name: `Venue ${i}`,
        tags: [tags[i % 40]!],
        time_zone: ZONES[i % ZONES.length]!,
      })),
    )
    .returning('venue_id')
    .execute();
  for (let chunk = 0; chunk < DEVICES; chunk += 1000) {
    await db
      .insertInto('devices')
      .values(
        Array.from({ length: 1000 }, (_, j) => {
          const i = chunk + j;
          return {
            name: `Bench device ${i}`,
            device_key: `${keyPrefix}${String(i).padStart(20 - keyPrefix.length, '0')}`,
            player_secret_hash: 'unused',
            activated: true,
            tags: [...new Set([tags[random(40)]!, tags[random(40)]!, tags[random(40)]!])],
            venue_id: venues[i % VENUES]!.venue_id,
          };
        }),
      )
      .execute();
  }
  const { layout_id } = await db
    .insertInto('layouts')
    .values({ name: 'Bench', tags: ['bench'], json: JSON.stringify(newLayoutJson()) })
    .returning('layout_id')
    .executeTakeFirstOrThrow();
  return { venues, layout_id };
}

/**
 * 500 venues in six zones, 5,000 activated devices spread over them (10 each), each with 3 of 40 tags, and
 * 2,000 schedules over those tags between June 2026 and June 2027, straight into the embedded database.
 */
async function seedVenues(dataDir: string) {
  const { db, close } = await openDatabase({ dataDir });
  await migrate(db);
  const random = randomSource(29);
  const { layout_id } = await seedVenueEstate(db, { tags: TAGS, keyPrefix: 'VENUEBENCH', random });
  const base = parseWallClock('2026-06-01T00:00')!;
  const rows = Array.from({ length: SCHEDULES }, () => {
    const start = base + random(365) * DAY_MS + random(96) * 15 * MINUTE_MS;
    const end = start + (1 + random(60)) * DAY_MS;
    return {
      layout_id,
      tags: [TAGS[random(40)]!],
      start_time: formatWallClock(start),
      end_time: formatWallClock(end),
      dow: 127,
      day_part: false,
    };
  });
  await db.insertInto('schedules').values(rows).execute();
  await close();
}

/**
 * With 500 venues, 5,000 devices in them and 2,000 schedules: a device's "what plays now" in its venue's zone
 * (target p99 under 10 ms), the venue list page (target p99 under 100 ms), one venue's devices and its 14-day
 * look ahead. The 2,000 campaign runs of the target are seeded by campaigns.ts, which measures the same
 * "what plays now" with them.
 */
export async function benchVenues(seconds: number) {
  const stack = await startStackProcess({}, false, seedVenues);
  try {
    const login = await fetch(`${stack.apiUrl}/api/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('admin:bench-Pass-123').toString('base64')}` },
    });
    const token = ((await login.json()) as { auth_token: string }).auth_token;
    const headers = { authorization: `Bearer ${token}` };
    const api = `${stack.apiUrl}/api`;
    const at = '?at=2026-12-01T12:00:00Z&from=2026-11-01';
    await load('warm-up', { url: `${api}/schedules/for_device/2500${at}`, headers }, 4, 2);
    printTable([
      // One at a time: the latency one operator sees; then ten at once.
      // Issue 24's target: a device's "what plays now" under 10 ms p99 (for_device answers its month of schedules).
      await load(
        'now_playing (what plays now), one at a time',
        { url: `${api}/schedules/now_playing/2500?at=2026-12-01T12:00:00Z`, headers },
        1,
        seconds,
      ),
      await load('for_device, one at a time', { url: `${api}/schedules/for_device/2500${at}`, headers }, 1, seconds),
      await load('GET /venues/ page of 50, one at a time', { url: `${api}/venues/?page_size=50`, headers }, 1, seconds),
      await load(
        'for_device, a device in a venue',
        { url: `${api}/schedules/for_device/2500${at}`, headers },
        10,
        seconds,
      ),
      await load(
        'GET /venues/ page of 25',
        { url: `${api}/venues/?page_size=25&current_page=3`, headers },
        10,
        seconds,
      ),
      await load('GET /venues/ page of 100', { url: `${api}/venues/?page_size=100`, headers }, 10, seconds),
      await load('GET /venues/{id}/devices', { url: `${api}/venues/250/devices`, headers }, 10, seconds),
      await load(
        'GET /venues/{id}/look_ahead',
        { url: `${api}/venues/250/look_ahead?from=2026-12-01T00:00:00Z`, headers },
        10,
        seconds,
      ),
    ]);
  } finally {
    await stack.stop();
  }
}
