import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { deviceOutTopic, deviceScreenshotTopic } from '@signage/domain/device-topics';
import { openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { startBroker } from '../../scripts/broker.ts';
import { cpuMsOf, machineBusyMs, rssOf } from './samples.ts';
import { startStackProcess } from './stack-process.ts';
import type { Kind, LoadMessage, LoadReport, LoadSetup } from './subscribers-load.ts';

export interface SubscribersBenchOptions {
  devices: number;
  /** Subscribers per device of each kind (10 in all by default). */
  mix?: Record<Kind, number>;
  echoRate?: number;
  screenshotRate?: number;
  /** Devices per second that start playing another layout while measuring. */
  playRate?: number;
}

const PASSWORD = 'bench-Pass-123';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
/** NaN (no samples) arrives over IPC as null. */
const ms = (value: number | null) =>
  typeof value === 'number' && Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'none';
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

/** `count` activated devices straight into the embedded database (a player per device connects to the broker). */
async function seedDevices(dataDir: string, count: number, ids: number[]) {
  const { db, close } = await openDatabase({ dataDir });
  await migrate(db);
  for (let chunk = 0; chunk < count; chunk += 1000) {
    const size = Math.min(1000, count - chunk);
    const rows = await db
      .insertInto('devices')
      .values(
        Array.from({ length: size }, (_, j) => ({
          name: `Watched device ${chunk + j}`,
          device_key: `SUBSBENCH${String(chunk + j).padStart(11, '0')}`,
          player_secret_hash: 'unused',
          activated: true,
          tags: [],
        })),
      )
      .returning('device_id')
      .execute();
    ids.push(...rows.map((row) => row.device_id));
  }
  await close();
}

/** A bench child process (tsx), spoken to over IPC. */
function child(file: string): ChildProcess {
  return fork(new URL(file, import.meta.url), [], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_LOAD_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function nextMessage<T>(process: ChildProcess, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${what}: the process exited with ${code}`));
    process.once('exit', onExit);
    process.once('message', (message) => {
      process.off('exit', onExit);
      resolve(message as T);
    });
  });
}

/**
 * Live subscribers at scale (issue 27): ONE gateway process (the api in its own process, on the embedded
 * database seeded with the devices) holds graphql-ws subscribers of deviceEcho, devicePresence, deviceScreenshot
 * and devicePlaying over lightweight simulated players (one MQTT connection each, light-players.ts, in their own
 * process), on a broker in this process that counts the gateway's broker subscriptions. The load generator
 * (subscribers-load.ts) runs in its own process: it subscribes, sends ECHO and SCREENSHOT commands at a steady rate
 * over HTTP and measures. Target at 50,000 subscribers over 5,000 devices: echo round trip p99 < 100 ms, no event
 * lost, one broker subscription per watched topic, gateway resident memory reported (target < 1.5 GB).
 */
export async function benchSubscribers(seconds: number, options: SubscribersBenchOptions) {
  const {
    devices: deviceCount,
    mix = { echo: 4, presence: 2, screenshot: 2, playing: 2 },
    echoRate = 300,
    screenshotRate = 30,
    playRate = 30,
  } = options;
  const secret = randomBytes(24).toString('base64url');
  const broker = await startBroker({ host: '127.0.0.1', port: 0, wsPort: 0, secret });
  /** SUBSCRIBE requests of the gateway per topic, over the whole run. */
  const subscribes = new Map<string, number>();
  const held = new Set<string>();
  let unsubscribed = 0;
  broker.aedes.on('subscribe', (subscriptions, client) => {
    if (!client?.id?.startsWith('gateway-')) return;
    for (const { topic } of subscriptions) {
      subscribes.set(topic, (subscribes.get(topic) ?? 0) + 1);
      held.add(topic);
    }
  });
  broker.aedes.on('unsubscribe', (topics, client) => {
    if (!client?.id?.startsWith('gateway-')) return;
    for (const topic of topics) {
      held.delete(topic);
      unsubscribed++;
    }
  });

  let stack: Awaited<ReturnType<typeof startStackProcess>> | undefined;
  let players: ChildProcess | undefined;
  let load: ChildProcess | undefined;
  try {
    const seedStarted = Date.now();
    const deviceIds: number[] = [];
    stack = await startStackProcess({ MQTT_URL: broker.url, BROKER_SECRET: secret }, true, (dataDir) =>
      seedDevices(dataDir, deviceCount, deviceIds),
    );
    const gatewayPid = stack.pids[1]!;
    const apiPid = stack.pids[0]!;
    const login = await fetch(`${stack.apiUrl}/api/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` },
    });
    const { auth_token: token } = (await login.json()) as { auth_token: string };

    players = child('./light-players.ts');
    players.send({ devices: deviceIds, mqttUrl: broker.url, secret, connectConcurrency: 50 });
    const ready = await nextMessage<string | { error: string }>(players, 'players');
    if (ready !== 'ready') throw new Error(`players: ${JSON.stringify(ready)}`);
    const setupSeconds = (Date.now() - seedStarted) / 1000;
    const rssIdle = await rssOf(gatewayPid);

    load = child('./subscribers-load.ts');
    const setup: LoadSetup = {
      gatewayUrl: stack.gatewayUrl,
      token,
      deviceIds,
      mix,
      perSocket: 40,
      echoRate,
      screenshotRate,
      seconds,
    };
    const done = new Promise<LoadReport>((resolve, reject) => {
      load!.once('exit', (code) => reject(new Error(`the load generator exited with ${code}`)));
      load!.on('message', (message: LoadMessage) => {
        if (message.phase === 'done') resolve(message.report);
        else if (message.phase === 'subscribed') {
          console.log(
            `  subscribed in ${message.seconds.toFixed(0)} s (${message.errors} errors ${message.firstError})`,
          );
        } else if (message.phase === 'warm') console.log(`  warmed up at ${message.seconds.toFixed(0)} s`);
        else if (message.phase === 'measuring') onMeasuring();
      });
    });
    let measure: { cpu: number; apiCpu: number; machine: number; started: number; rss: number } | undefined;
    let playTimer: NodeJS.Timeout | undefined;
    let played = 0;
    const onMeasuring = async () => {
      measure = {
        cpu: await cpuMsOf(gatewayPid),
        apiCpu: await cpuMsOf(apiPid),
        machine: await machineBusyMs(),
        started: Date.now(),
        rss: await rssOf(gatewayPid),
      };
      // Devices start playing another layout at playRate per second, round robin, while the load measures. The
      // changes stop a second before the load ends: the load's drain waits for echoes and screenshots only, so a
      // change made in its last moment could be counted as lost before it had time to arrive.
      const every = 100;
      const perTick = (playRate * every) / 1000;
      const changes = Math.max(0, seconds - 1) * playRate;
      let due = 0;
      playTimer = setInterval(() => {
        due += perTick;
        const batch: number[] = [];
        for (; due >= 1 && played < changes; due--) batch.push(deviceIds[played++ % deviceCount]!);
        if (batch.length) players!.send({ play: batch });
      }, every);
    };
    load.send(setup);
    const report = await done;
    clearInterval(playTimer);
    const windowSeconds = (Date.now() - measure!.started) / 1000;
    const gatewayCpu = (await cpuMsOf(gatewayPid)) - measure!.cpu;
    const apiCpu = (await cpuMsOf(apiPid)) - measure!.apiCpu;
    const machine = (await machineBusyMs()) - measure!.machine;
    const rssEnd = await rssOf(gatewayPid);

    // Now-playing: each watcher's last report names the layout its device plays now.
    players.send({ layouts: true });
    const layouts = new Map(await nextMessage<[number, number][]>(players, 'layouts'));
    let playingStale = 0;
    report.lastLayout.forEach((layout, i) => {
      if (layout !== layouts.get(report.playingDevice[i]!)) playingStale++;
    });

    const watchedTopics = deviceIds.flatMap((id) => {
      const topics: string[] = [];
      if (mix.echo + mix.presence + mix.playing > 0) topics.push(deviceOutTopic(id));
      if (mix.screenshot + mix.presence > 0) topics.push(deviceScreenshotTopic(id));
      return topics;
    });
    const heldWatched = watchedTopics.filter((topic) => held.has(topic)).length;
    const twice = [...subscribes.values()].filter((n) => n > 1).length;
    const lostEcho = report.echo.expected - report.echo.delivered;
    const lostShots = report.screenshot.expected - report.screenshot.delivered;
    const lost = Math.max(0, lostEcho) + Math.max(0, lostShots) + playingStale + report.presence.notOnline;
    const percentOf = (cpu: number) => `${((cpu / 1000 / windowSeconds) * 100).toFixed(0)}%`;
    const otherCpu = Math.max(0, machine - gatewayCpu - apiCpu - report.cpuMs);

    console.log(
      `\n== live subscribers: ${report.subscribers} graphql-ws subscribers over ${deviceCount} devices, one gateway process ==`,
    );
    console.log(
      `set-up: ${deviceCount} devices seeded, api and gateway started, ${deviceCount} light players on the broker in ${setupSeconds.toFixed(0)} s; ` +
        `per device ${mix.echo} echo, ${mix.presence} presence, ${mix.screenshot} screenshot and ${mix.playing} now-playing subscribers, ${setup.perSocket} per WebSocket (${report.sockets} sockets)`,
    );
    const rows: [string, string][] = [
      [
        'ECHO commands',
        `${report.echo.sent} in ${seconds} s (${echoRate}/s), ${report.echo.failed} failed${report.echo.firstError ? `: ${report.echo.firstError.slice(0, 160)}` : ''}`,
      ],
      [
        'echo round trip p50 / p99 / max',
        `${ms(report.echoRoundTrip.p50)} / ${ms(report.echoRoundTrip.p99)} / ${ms(report.echoRoundTrip.max)} (command sent -> each echo subscriber has it)`,
      ],
      ['  sendDeviceCommand p50 / p99', `${ms(report.mutation.p50)} / ${ms(report.mutation.p99)} (HTTP answer)`],
      [
        '  to gateway p50 / p99',
        `${ms(report.toGateway.p50)} / ${ms(report.toGateway.p99)} (command sent -> gateway receivedAt)`,
      ],
      ['  fan-out p50 / p99', `${ms(report.fanOut.p50)} / ${ms(report.fanOut.p99)} (gateway receivedAt -> subscriber)`],
      [
        'echo deliveries',
        `${report.echo.delivered} of ${report.echo.expected} expected; ${report.echo.extra} more from the gateway's own presence checks`,
      ],
      [
        'screenshots',
        `${report.screenshot.sent} asked (${screenshotRate}/s), ${report.screenshot.failed} failed; ${report.screenshot.delivered} of ${report.screenshot.expected} deliveries; p50 / p99 ${ms(report.screenshot.p50)} / ${ms(report.screenshot.p99)}`,
      ],
      [
        'now-playing',
        `${played} changes (${playRate}/s); ${report.playing.deliveries} deliveries; ${playingStale} of ${report.playing.subscribers} watchers not showing what their device plays at the end`,
      ],
      [
        'presence',
        `${report.presence.deliveries} deliveries while measuring; ${report.presence.notOnline} watchers not showing their device online at the end`,
      ],
      [
        'events lost',
        `${lost} (echo ${lostEcho}, screenshot ${lostShots}, now-playing ${playingStale}, presence ${report.presence.notOnline}); subscription errors ${report.subscriptionErrors}${report.firstError ? ` (${report.firstError.slice(0, 160)})` : ''}; sockets closed ${report.closedSockets}`,
      ],
      [
        'broker subscriptions (gateway)',
        `${heldWatched} of ${watchedTopics.length} watched topics held; ${[...subscribes.values()].reduce((a, b) => a + b, 0)} SUBSCRIBE requests for ${subscribes.size} topics, ${twice} topics subscribed more than once, ${unsubscribed} unsubscribed`,
      ],
      [
        'gateway RSS',
        `${mb(rssIdle)} before subscribers, ${mb(measure!.rss)} with ${report.subscribers} subscribers, ${mb(rssEnd)} at the end`,
      ],
      [
        'CPU while measuring',
        `gateway ${percentOf(gatewayCpu)}, api ${percentOf(apiCpu)}, load generator ${percentOf(report.cpuMs)}, the rest of the machine ${percentOf(otherCpu)} (of one core; ${cpus().length} cores)`,
      ],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
    const oneEach = heldWatched === watchedTopics.length && twice === 0;
    const met =
      (report.echoRoundTrip.p99 ?? Number.POSITIVE_INFINITY) < 100 &&
      lost === 0 &&
      report.echo.failed === 0 &&
      oneEach &&
      rssEnd < 1.5 * 1024 ** 3;
    console.log(
      `target (echo p99 < 100 ms, no event lost, one broker subscription per watched topic, gateway RSS < 1.5 GB): ${met ? 'met' : 'NOT met'}`,
    );
  } finally {
    load?.kill();
    if (players?.connected) {
      players.send({ stop: true });
      await Promise.race([new Promise((resolve) => players!.once('exit', resolve)), sleep(10_000)]);
    }
    players?.kill();
    await stack?.stop();
    await broker.close();
  }
}
