import { newLayoutJson } from '@signage/domain/layouts/tree';
import { DAY_MS, formatWallClock, MINUTE_MS, parseWallClock } from '@signage/domain/schedules/wall-clock';
import { openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { load, printTable } from './load.ts';
import { startStackProcess } from './stack-process.ts';

const TAGS = Array.from({ length: 40 }, (_, i) => `sched${i}`);
const SCHEDULES = 2_000;

/** A seeded generator so runs compare. */
function randomSource(seed: number) {
  return (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
}

/**
 * 2,000 schedules straight into the embedded database: each for one or two of 40 tags, 1 to 60 days between
 * June 2026 and June 2027, one in three on some weekdays, one in three with a day part.
 */
async function seedSchedules(dataDir: string) {
  const { db, close } = await openDatabase({ dataDir });
  await migrate(db);
  const random = randomSource(13);
  const { layout_id } = await db
    .insertInto('layouts')
    .values({ name: 'Bench', tags: ['bench'], json: JSON.stringify(newLayoutJson()) })
    .returning('layout_id')
    .executeTakeFirstOrThrow();
  const base = parseWallClock('2026-06-01T00:00')!;
  const rows = Array.from({ length: SCHEDULES }, () => {
    const start = base + random(365) * DAY_MS + random(96) * 15 * MINUTE_MS;
    const end = start + (1 + random(60)) * DAY_MS + random(32) * 15 * MINUTE_MS;
    const tags = [TAGS[random(40)]!, ...(random(2) ? [TAGS[random(40)]!] : [])];
    return {
      layout_id,
      tags: [...new Set(tags)],
      start_time: formatWallClock(start),
      end_time: formatWallClock(end),
      dow: random(3) === 0 ? 1 + random(127) : 127,
      day_part: random(3) === 0 && start % DAY_MS < end % DAY_MS,
    };
  });
  await db.insertInto('schedules').values(rows).execute();
  await close();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * GET /api/schedules/for_device/{id} with 2,000 schedules in the database, for a device with 5 of the 40 tags and
 * one carrying all 40 (every schedule reaches it); then POST /api/schedules/ with its overlap check, each new
 * schedule judged against up to 200 earlier ones of the same tag set over the same year (day parts of 5 minutes).
 */
export async function benchScheduleApi(seconds: number) {
  const stack = await startStackProcess({}, false, seedSchedules);
  try {
    const login = await fetch(`${stack.apiUrl}/api/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('admin:bench-Pass-123').toString('base64')}` },
    });
    const token = ((await login.json()) as { auth_token: string }).auth_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${stack.apiUrl}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const device = async (tags: string[]) => {
      const registered = (await (
        await call('POST', '/players/register', { model_name: 'B', firmware_version: '1', type: 'x' })
      ).json()) as { device_key: string };
      const { device_id } = (await (
        await call('POST', '/devices/activate', { device_key: registered.device_key })
      ).json()) as {
        device_id: number;
      };
      await (await call('PUT', `/devices/${device_id}`, { tags, time_zone: 'Europe/London' })).arrayBuffer();
      return device_id;
    };
    const few = await device(TAGS.slice(0, 5));
    const all = await device(TAGS);
    const at = '?at=2026-12-01T12:00:00Z&from=2026-01-01';
    const sizes = await Promise.all(
      [few, all].map(async (id) => {
        const answer = (await (await call('GET', `/schedules/for_device/${id}${at}`)).json()) as {
          schedules: unknown[];
          now_playing: { verdicts: unknown[] };
        };
        return `${answer.schedules.length} schedules, ${answer.now_playing.verdicts.length} verdicts`;
      }),
    );
    const url = (id: number) => `${stack.apiUrl}/api/schedules/for_device/${id}${at}`;
    await load('warm-up', { url: url(few), headers }, 4, 2);
    const results = [
      await load(`for_device, 5 tags (${sizes[0]})`, { url: url(few), headers }, 10, seconds),
      await load(`for_device, 40 tags (${sizes[1]})`, { url: url(all), headers }, 10, seconds),
    ];
    printTable(results);

    const base = parseWallClock('2030-01-01T00:00')!;
    const timings: number[] = [];
    let refused = 0;
    for (let i = 0; i < 200; i++) {
      const from = base + i * 5 * MINUTE_MS;
      const timer = {
        start: formatWallClock(from),
        end: formatWallClock(from + 364 * DAY_MS + 5 * MINUTE_MS),
        dow: 127,
        day_part: true,
      };
      const started = performance.now();
      const answer = await call('POST', '/schedules/', { layout_id: 1, tags: ['overlap-bench'], timer });
      await answer.arrayBuffer();
      timings.push(performance.now() - started);
      if (answer.status !== 201) refused++;
    }
    // And the refusal: the same slot again overlaps every day of the year.
    const clash = performance.now();
    const refusal = await call('POST', '/schedules/', {
      layout_id: 1,
      tags: ['overlap-bench'],
      timer: { start: '2030-01-01T00:00', end: '2030-12-31T00:05', dow: 127, day_part: true },
    });
    const refusalMs = performance.now() - clash;
    const msg = ((await refusal.json()) as { msg: string }).msg;
    console.log(
      `\nPOST /schedules/ with its overlap check (200 creates in turn, up to 199 same-tag schedules over a year): ` +
        `p50 ${percentile(timings, 50).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms, ` +
        `${refused} refused; an overlapping one refused in ${refusalMs.toFixed(1)} ms ("${msg}")`,
    );
  } finally {
    await stack.stop();
  }
}
