import { sql } from 'kysely';
import { openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { PlayerApi, type PlayerCredentials } from '../../players/src/api-client.ts';
import { PlayerEventQueue } from '../../players/src/event-queue.ts';
import { eachLimited } from './each-limited.ts';
import { startStackProcess } from './stack-process.ts';

const PASSWORD = 'bench-Pass-123';
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'UTC'];
/** Devices of the network status report: issue 26's "the network status report for 5,000 devices under 300 ms". */
const NETWORK_DEVICES = 5_000;

/** 5,000 activated devices whose last contact is spread over the last 8 hours (every bucket), two shop tags each. */
async function seedDevices(dataDir: string) {
  const { db, close } = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await migrate(db);
    await sql`insert into devices (name, model_name, firmware_version, type, device_key, player_secret_hash, activated,
        last_contact, tags)
      select 'Shop screen ' || i, 'SIM', '1', 'simulated', 'NS' || i, 'x', true,
        now() - make_interval(secs => (i * 97) % 28800), array['shop' || (i % 50), 'region' || (i % 5)]
      from generate_series(1, ${NETWORK_DEVICES}) i`.execute(db);
  } finally {
    await close();
  }
}

async function timeNetworkStatus(apiUrl: string, token: string) {
  const times: number[] = [];
  let devices = 0;
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const response = await fetch(`${apiUrl}/api/reports/network_status/?include_devices=true`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { device_count?: { total?: number } };
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`network status answered ${response.status}`);
    devices = Number(body.device_count?.total ?? 0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `reports: network status with its devices, ${devices} devices: p50 ${times[10]!.toFixed(0)} ms, p95 ${times[18]!.toFixed(0)} ms, max ${times[19]!.toFixed(0)} ms`,
  );
}

/**
 * Issue 26's ingest target, "10,000 events per second sustained from simulated players": the stack in its own
 * process (on DATABASE_URL when set, else PGlite), `players` registered and activated players each recording touch
 * events at an even share of `rate` into the players' own outbox (PlayerEventQueue: sequence numbers, idempotency
 * keys, backlog) and flushing it once a second, as a player does at check-in, for `seconds`. Prints the events
 * stored per 10 s window, and the backlog left: a rate is sustained when the backlog does not grow.
 */
export async function benchReportsIngest({ players = 200, rate = 10_000, seconds = 60 } = {}) {
  const stack = await startStackProcess(
    { ADMIN_PASSWORD: PASSWORD, PLAYER_REGISTRATION_BURST: '100000' },
    true,
    seedDevices,
  );
  try {
    const api = new PlayerApi(stack.apiUrl);
    const login = await fetch(`${stack.apiUrl}/api/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` },
    });
    const { auth_token: token } = (await login.json()) as { auth_token: string };
    await timeNetworkStatus(stack.apiUrl, token);
    const credentials: PlayerCredentials[] = new Array(players);
    await eachLimited(
      Array.from({ length: players }, (_, i) => i),
      20,
      async (i) => {
        const player = await api.register({
          model_name: 'SIM',
          firmware_version: '1',
          type: 'simulated',
          name: `Ingest player ${i + 1}`,
        });
        const response = await fetch(`${stack.apiUrl}/api/devices/activate`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ device_key: player.device_key }),
        });
        if (!response.ok) throw new Error(`activate answered ${response.status}: ${await response.text()}`);
        credentials[i] = player;
      },
    );

    let stored = 0;
    let failures = 0;
    const queues = credentials.map(
      (c) =>
        new PlayerEventQueue({
          send: async (batch) => {
            await api.events(c, batch);
            stored += batch.events.length;
          },
        }),
    );
    // Each player records its share every 100 ms (touches at an even pace) and flushes once a second, staggered.
    // What is owed follows the clock, not the tick count: a busy event loop fires fewer ticks than asked, and
    // counting ticks made the players send less than `rate` (9,400/s of 10,000 here) while the api kept up.
    const recordingFrom = performance.now();
    let recordedPerPlayer = 0;
    const recorder = setInterval(() => {
      const due = Math.floor(((performance.now() - recordingFrom) / 1_000) * (rate / players));
      const whole = due - recordedPerPlayer;
      recordedPerPlayer = due;
      const now = new Date();
      for (const [i, queue] of queues.entries()) {
        for (let n = 0; n < whole; n++) {
          queue.record({ kind: 'touch', event_name: 'tap', media_uri: 'menu.html' }, now, ZONES[i % ZONES.length]!);
        }
      }
    }, 100);
    const flushers = queues.map((queue, i) =>
      setTimeout(
        () => {
          const flush = () => queue.flush().catch(() => failures++);
          flush();
          flushers[i] = setInterval(flush, 1_000);
        },
        (1_000 * i) / players,
      ),
    );
    const started = performance.now();
    const windows: string[] = [];
    let last = 0;
    let lastAt = started;
    for (let t = 10; t <= seconds; t += 10) {
      await new Promise((resolve) => setTimeout(resolve, started + t * 1_000 - performance.now()));
      const backlog = queues.reduce((sum, q) => sum + q.pending, 0);
      // Divided by the time the window really took: a starved bench process wakes late.
      const at = performance.now();
      windows.push(`${(((stored - last) * 1_000) / (at - lastAt)).toFixed(0)}/s (backlog ${backlog})`);
      last = stored;
      lastAt = at;
    }
    clearInterval(recorder);
    for (const timer of flushers) clearInterval(timer);
    const backlog = queues.reduce((sum, q) => sum + q.pending, 0);
    console.log(
      `reports ingest (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${players} players asked for ${rate} events/s for ${seconds} s; ` +
        `stored per 10 s window: ${windows.join(', ')}; ${recordedPerPlayer * players} recorded by the players, ${stored} stored in all ` +
        `(${((stored * 1_000) / (lastAt - started)).toFixed(0)}/s over ${((lastAt - started) / 1_000).toFixed(0)} s), ${backlog} still in the players' backlogs, ${failures} failed sends`,
    );
  } finally {
    await stack.stop();
  }
}
