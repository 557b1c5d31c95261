import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { defaultDeviceSettings } from '@signage/domain/tag-metadata/device-settings';
import { defaultTradingHours } from '@signage/domain/tag-metadata/trading-hours';
import { desiredContentOf } from '../../api/src/tag-metadata/desired-state.ts';
import type { StoredRecord } from '../../api/src/tag-metadata/reach.ts';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { startBroker } from '../../scripts/broker.ts';
import { eachLimited } from './each-limited.ts';
import { startStackProcess } from './stack-process.ts';

const PASSWORD = 'bench-Pass-123';
/** Shops the bench devices are spread over: each device carries `bench` and its shop's tag. */
const SHOPS = 50;
const UPDATE_HOURS = `mutation ($id: ID!, $input: UpdateTradingHoursInput!) { updateTradingHours(id: $id, input: $input) { id rollout { applied pending failed } } }`;

/**
 * 2,000 records: 1,000 trading hours (one tagged `bench`, reaching every device; the rest tagged for other
 * devices) and 1,000 device settings spread over the shops, one to three tags each.
 */
function benchRecords(): StoredRecord[] {
  const records: StoredRecord[] = [];
  for (let i = 0; i < 1000; i++) {
    const tags = i === 0 ? ['bench'] : [`elsewhere-${i % 97}`, ...(i % 3 ? [`region-${i % 7}`] : [])];
    records.push({ id: i + 1, category: 'trading hours', tags, json: defaultTradingHours(), description: '' });
  }
  for (let i = 0; i < 1000; i++) {
    const shop = `shop-${i % SHOPS}`;
    const tags = i % 4 === 0 ? [shop] : i % 4 === 1 ? ['bench', shop] : [shop, `elsewhere-${i % 97}`];
    records.push({ id: 1001 + i, category: 'device settings', tags, json: defaultDeviceSettings(), description: '' });
  }
  return records;
}

const deviceTags = (i: number) => ['bench', `shop-${i % SHOPS}`];

/**
 * Issue 23's targets. In-process: the effective trading hours and settings of 1,000 devices over 2,000 records
 * (target < 1 s in total). End to end: a trading hours change reaching 1,000 devices, saved over GraphQL, pushed
 * by the gateway and acknowledged by 1,000 simulated players (target < 10 s), with the api and gateway in a child
 * process on a broker this process runs.
 */
export async function benchTagMetadata(options: { devices?: number; setupConcurrency?: number } = {}) {
  const { devices: deviceCount = 1000, setupConcurrency = 20 } = options;
  const records = benchRecords();

  // ---- Effective hours and settings of every device, in-process ----
  const devices = Array.from({ length: deviceCount }, (_, i) => ({
    device_id: i + 1,
    tags: deviceTags(i),
    time_zone: null,
    venue_id: null,
    sync_master_device_id: null,
  }));
  for (const d of devices) desiredContentOf(d, records, 'UTC'); // warm-up
  const started = performance.now();
  const contents = devices.map((d) => desiredContentOf(d, records, 'UTC'));
  const computeMs = performance.now() - started;
  const withSettings = contents.filter((c) => c.settings.tagmetadata_id !== null).length;
  console.log(
    `tag-metadata: effective trading hours and settings of ${deviceCount} devices over ${records.length} records: ${computeMs.toFixed(0)} ms in total (target < 1000 ms); ${withSettings} devices get settings`,
  );

  // ---- A change pushed to every device and acknowledged ----
  const secret = randomBytes(24).toString('base64url');
  const broker = await startBroker({ host: '127.0.0.1', port: 0, wsPort: 0, secret });
  const players: SimulatedPlayer[] = [];
  let stack: Awaited<ReturnType<typeof startStackProcess>> | undefined;
  try {
    stack = await startStackProcess({
      SERVICES: 'api,gateway',
      MQTT_URL: broker.url,
      BROKER_SECRET: secret,
      PLAYER_REGISTRATION_BURST: '100000',
    });
    const { apiUrl, gatewayUrl } = stack;
    const login = await fetch(`${apiUrl}/api/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` },
    });
    const { auth_token: token } = (await login.json()) as { auth_token: string };
    const call = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${apiUrl}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.msg}`);
      return answer;
    };

    // Records first: saved before any device is activated, each save has no device to judge.
    const setupStarted = performance.now();
    let benchHoursId = 0;
    await eachLimited(records, setupConcurrency, async (record, i) => {
      const answer = await call('POST', '/tagmetadata/', {
        category: record.category,
        tags: record.tags,
        json: record.json,
        description: `Bench ${record.category} ${i + 1}`,
      });
      if (i === 0) benchHoursId = (answer.tag_metadata as { tagmetadata_id: number }).tagmetadata_id;
    });
    console.log(
      `tag-metadata: ${records.length} records saved in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s`,
    );

    await eachLimited(
      Array.from({ length: deviceCount }, (_, i) => i),
      setupConcurrency,
      async (i) => {
        const player = new SimulatedPlayer({
          apiUrl,
          mqttUrl: broker.url,
          name: `Bench shop player ${i + 1}`,
          checkinIntervalMs: 500,
          // Quiet after activation: what they apply during the measurement was pushed.
          activeCheckinIntervalMs: 3_600_000,
        });
        players.push(player);
        const key = await player.start();
        const { device_id } = (await call('POST', '/devices/activate', { device_key: key })) as { device_id: number };
        await call('PUT', `/devices/${device_id}`, { tags: deviceTags(i), time_zone: 'UTC' });
      },
    );
    await Promise.all(players.map((p) => p.whenActivated().then(() => p.whenOnline())));
    console.log(
      `tag-metadata: ${deviceCount} players online after ${((performance.now() - setupStarted) / 1000).toFixed(0)} s`,
    );
    // Each applies what it should run with once, as at its check-in.
    await eachLimited(players, setupConcurrency, (p) => p.refreshDesiredState());
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const versions = players.map((p) => p.desired.answeredVersion);
    const pushStarted = performance.now();
    const answer = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: UPDATE_HOURS,
        variables: {
          id: String(benchHoursId),
          input: {
            value: { saturday: [{ start: '09:00', end: '17:00' }], monday: [{ start: '08:00', end: '20:00' }] },
          },
        },
      }),
    });
    const result = (await answer.json()) as { errors?: unknown; data?: unknown };
    if (result.errors) throw new Error(`updateTradingHours: ${JSON.stringify(result.errors)}`);
    const savedMs = performance.now() - pushStarted;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('not every player answered within 60 s')), 60_000);
    });
    await Promise.race([Promise.all(players.map((p, i) => p.whenAnswered(versions[i]! + 1))), giveUp]);
    clearTimeout(timer);
    const ackMs = performance.now() - pushStarted;
    const applied = players.filter((p, i) => p.desired.appliedVersion === versions[i]! + 1).length;
    console.log(
      `tag-metadata: a trading hours change reaching ${deviceCount} devices: saved and pushed in ${savedMs.toFixed(0)} ms, applied and acknowledged by all in ${ackMs.toFixed(0)} ms (target < 10000 ms); ${applied} applied; set-up ${setupSeconds.toFixed(0)} s`,
    );
  } finally {
    await Promise.all(players.map((p) => p.stop()));
    await stack?.stop();
    await broker.close();
  }
}
