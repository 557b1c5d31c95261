import { loadavg } from 'node:os';
import { compileCampaignRun } from '@signage/domain/schedules/campaign-run';
import { nowPlaying } from '@signage/domain/schedules/now-playing';
import { DAY_MS, formatWallClock, MINUTE_MS, parseWallClock } from '@signage/domain/schedules/wall-clock';
import { openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { load, printTable } from './load.ts';
import { startStackProcess } from './stack-process.ts';
import { randomSource, seedVenueEstate, VENUES, ZONES } from './venues.ts';

const CAMPAIGNS = 400;
const RUNS_PER_CAMPAIGN = 5;
const SCHEDULES = 1_000;
const TAGS = Array.from({ length: 40 }, (_, i) => `campaign-bench${i}`);
/**
 * 500 venues in six zones with 5,000 activated devices (10 each, 3 of 40 tags), 1,000 schedules, and 400
 * campaigns of 5 runs (2,000 runs) between June 2026 and June 2027, each run on 1 to 4 venues, straight into the
 * embedded database.
 */
async function seedCampaigns(dataDir: string) {
  const { db, close } = await openDatabase({ dataDir });
  await migrate(db);
  const random = randomSource(31);
  const { venues, layout_id } = await seedVenueEstate(db, { tags: TAGS, keyPrefix: 'CAMPBENCH', random });
  const base = parseWallClock('2026-06-01T00:00')!;
  const span = () => {
    const start = base + random(365) * DAY_MS;
    return { start: formatWallClock(start), end: formatWallClock(start + (7 + random(50)) * DAY_MS - MINUTE_MS) };
  };
  await db
    .insertInto('schedules')
    .values(
      Array.from({ length: SCHEDULES }, () => {
        const { start, end } = span();
        return { layout_id, tags: [TAGS[random(40)]!], start_time: start, end_time: end, dow: 127, day_part: false };
      }),
    )
    .execute();
  for (let c = 0; c < CAMPAIGNS; c++) {
    const runs = Array.from({ length: RUNS_PER_CAMPAIGN }, span);
    const sorted = [...runs].sort((a, b) => a.start.localeCompare(b.start));
    const { campaign_id } = await db
      .insertInto('campaigns')
      .values({
        code: `BENCH-${c}`,
        name: `Bench campaign ${c}`,
        tags: [TAGS[c % 40]!],
        layout_id,
        start_time: sorted[0]!.start,
        end_time: sorted
          .map((r) => r.end)
          .sort()
          .at(-1)!,
        next_run_number: RUNS_PER_CAMPAIGN + 1,
      })
      .returning('campaign_id')
      .executeTakeFirstOrThrow();
    const ids = await db
      .insertInto('campaign_runs')
      .values(sorted.map((r, i) => ({ campaign_id, run_number: i + 1, start_time: r.start, end_time: r.end })))
      .returning('campaign_run_id')
      .execute();
    const pairs = ids.flatMap(({ campaign_run_id }) => {
      const chosen = new Set(Array.from({ length: 1 + random(4) }, () => venues[random(VENUES)]!.venue_id));
      return [...chosen].map((venue_id) => ({ campaign_run_id, venue_id }));
    });
    await db.insertInto('campaign_run_venues').values(pairs).execute();
  }
  await close();
}

/**
 * The evaluator alone, in-process: one device judged against all 2,000 runs as sources (the worst case: the api
 * hands it only its venue's runs), 2,000 times, each timed; p50 and p99 in ms.
 */
export function benchCampaignEvaluator() {
  const random = randomSource(37);
  const base = parseWallClock('2026-06-01T00:00')!;
  const runs = Array.from({ length: CAMPAIGNS * RUNS_PER_CAMPAIGN }, (_, i) => {
    const start = base + random(365) * DAY_MS;
    return compileCampaignRun({
      campaign_run_id: i + 1,
      campaign_id: Math.floor(i / RUNS_PER_CAMPAIGN) + 1,
      campaign_name: `Bench campaign ${i}`,
      run_number: (i % RUNS_PER_CAMPAIGN) + 1,
      layout_id: 1,
      timer: {
        start: formatWallClock(start),
        end: formatWallClock(start + (7 + random(50)) * DAY_MS - MINUTE_MS),
      },
      venue_ids: [1 + random(VENUES), 1 + random(VENUES)],
    });
  });
  const times: number[] = [];
  const at = Date.parse('2026-12-01T12:00:00Z');
  for (let i = 0; i < 2_000; i++) {
    const started = performance.now();
    nowPlaying({ tags: [TAGS[i % 40]!], timeZone: ZONES[i % ZONES.length]!, venueId: 1 + (i % VENUES) }, runs, at);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at99 = times[Math.floor(times.length * 0.99)]!;
  console.log(
    `\n== Campaign runs in the evaluator (in-process, 2,000 runs per device; load average ${loadavg()[0]!.toFixed(1)}) ==\n` +
      `p50 ${times[times.length >> 1]!.toFixed(3)} ms  p99 ${at99.toFixed(3)} ms`,
  );
}

/**
 * With 500 venues, 5,000 devices, 1,000 schedules and 2,000 campaign runs: a device's "what plays now" with the
 * runs of its venue judged beside its schedules (GET /schedules/now_playing and GraphQL's nowPlaying; target p99
 * under 10 ms), its whole month of schedules (for_device), and the campaign list page (target p99
 * under 100 ms, embedded database), one run's delivery and the list's older campaigns.
 */
export async function benchCampaigns(seconds: number) {
  benchCampaignEvaluator();
  const stack = await startStackProcess({}, false, seedCampaigns);
  try {
    const login = await fetch(`${stack.apiUrl}/api/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('admin:bench-Pass-123').toString('base64')}` },
    });
    const token = ((await login.json()) as { auth_token: string }).auth_token;
    const headers = { authorization: `Bearer ${token}` };
    const api = `${stack.apiUrl}/api`;
    const at = '?at=2026-12-01T12:00:00Z&from=2026-11-01';
    const nowAt = '?at=2026-12-01T12:00:00Z';
    const devices = Array.from({ length: 50 }, (_, i) => `/api/schedules/for_device/${100 * i + 7}${at}`);
    await load('warm-up', { url: `${api}/schedules/for_device/2500${at}`, headers }, 4, 2);
    const nowPaths = Array.from({ length: 50 }, (_, i) => `/api/schedules/now_playing/${100 * i + 7}${nowAt}`);
    const nowQuery = (id: number) =>
      JSON.stringify({
        query:
          'query ($id: ID!, $at: DateTime) { device(id: $id) { id nowPlaying(at: $at) { wallClock campaignRunId campaignRunTitle screen { id layoutName } verdicts { scheduleId code reason } } } }',
        variables: { id: String(id), at: '2026-12-01T12:00:00Z' },
      });
    await load('warm-up', { url: `${api}/schedules/now_playing/2500${nowAt}`, headers }, 4, 2);
    printTable([
      // Issue 24's target: a device's "what plays now" under 10 ms p99.
      await load(
        'now_playing (what plays now), 50 devices in turn, one at a time',
        { url: `${stack.apiUrl}${nowPaths[0]}`, headers, paths: nowPaths },
        1,
        seconds,
      ),
      await load(
        'GraphQL device { nowPlaying }, 50 devices in turn, one at a time',
        {
          url: `${stack.gatewayUrl}/graphql`,
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          bodies: Array.from({ length: 50 }, (_, i) => nowQuery(100 * i + 7)),
        },
        1,
        seconds,
      ),
      await load(
        'now_playing, 50 devices in turn',
        { url: `${stack.apiUrl}${nowPaths[0]}`, headers, paths: nowPaths },
        10,
        seconds,
      ),
      await load(
        'for_device with campaign runs, one at a time',
        { url: `${api}/schedules/for_device/2500${at}`, headers },
        1,
        seconds,
      ),
      await load(
        'GET /campaigns/ page of 50, one at a time',
        { url: `${api}/campaigns/?page_size=50`, headers },
        1,
        seconds,
      ),
      await load(
        'for_device, 50 devices in turn',
        { url: `${stack.apiUrl}${devices[0]}`, headers, paths: devices },
        10,
        seconds,
      ),
      await load(
        'GET /campaigns/ page of 50',
        { url: `${api}/campaigns/?page_size=50&current_page=2`, headers },
        10,
        seconds,
      ),
      await load('GET /campaigns/ page of 150', { url: `${api}/campaigns/?page_size=150`, headers }, 10, seconds),
      await load(
        'GET /campaigns/ older too',
        { url: `${api}/campaigns/?page_size=50&include_older=true`, headers },
        10,
        seconds,
      ),
      await load(
        'GET /campaigns/{id}/runs/{run}/delivery',
        { url: `${api}/campaigns/7/runs/33/delivery`, headers },
        10,
        seconds,
      ),
    ]);
  } finally {
    await stack.stop();
  }
}
