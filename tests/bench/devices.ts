import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { deviceOutTopic } from '@signage/domain/device-topics';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { startBroker } from '../../scripts/broker.ts';
import { eachLimited } from './each-limited.ts';
import { cpuMsOf, machineBusyMs, percentile, rssOf, Samples } from './samples.ts';
import { startStackProcess } from './stack-process.ts';

const ECHO = 'subscription ($id: ID!) { deviceEcho(deviceId: $id) { deviceId datetime receivedAt } }';
const SEND =
  'mutation ($id: ID!, $command: DeviceCommand!) { sendDeviceCommand(deviceId: $id, command: $command) { sentAt } }';
const PASSWORD = 'bench-Pass-123';

export interface DevicesBenchOptions {
  devices?: number;
  subscribersPerDevice?: number;
  /** graphql-ws connections the subscribers are spread over (graphql-ws multiplexes subscriptions). */
  clients?: number;
  /** ECHO commands per second, over all devices, round robin. */
  rate?: number;
  /** Players registered and activated at once during set-up. */
  setupConcurrency?: number;
}

type Echo = { deviceEcho: { deviceId: string; datetime: string; receivedAt: string } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function waitUntil(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * Realtime device messaging at scale: one gateway (api + gateway in a child process, on a broker this process
 * runs so it can count the gateway's broker subscriptions), 1,000 simulated players, and 5,000 graphql-ws
 * subscribers of deviceEcho, 5 per device. ECHO commands go out at a steady rate over HTTP; each delivery's
 * latency runs from sending the mutation to the subscriber receiving the echo. Target: p99 < 250 ms, nothing
 * lost, and exactly one broker subscription per watched device topic.
 */
export async function benchDevices(seconds: number, options: DevicesBenchOptions = {}) {
  const {
    devices: deviceCount = 1000,
    subscribersPerDevice = 5,
    // 40 subscriptions per socket: the gateway allows 50 live operations on one graphql-ws connection.
    clients: clientCount = 125,
    rate = 300,
    setupConcurrency = 20,
  } = options;
  const subscriberCount = deviceCount * subscribersPerDevice;

  const secret = randomBytes(24).toString('base64url');
  const broker = await startBroker({ host: '127.0.0.1', port: 0, wsPort: 0, secret });
  /** What the gateway's client asked the broker for: topics held now, SUBSCRIBE packets and topics in them. */
  const gatewaySubs = {
    held: new Set<string>(),
    packets: 0,
    outTopics: 0,
    unsubscribed: 0,
    clientIds: new Set<string>(),
  };
  const isOutTopic = (topic: string) => /^devices\/[^/]+\/out$/.test(topic);
  broker.aedes.on('subscribe', (subscriptions, client) => {
    if (!client?.id?.startsWith('gateway-')) return;
    gatewaySubs.clientIds.add(client.id);
    gatewaySubs.packets++;
    for (const { topic } of subscriptions) {
      gatewaySubs.held.add(topic);
      if (isOutTopic(topic)) gatewaySubs.outTopics++;
    }
  });
  broker.aedes.on('unsubscribe', (topics, client) => {
    if (!client?.id?.startsWith('gateway-')) return;
    for (const topic of topics) {
      gatewaySubs.held.delete(topic);
      gatewaySubs.unsubscribed++;
    }
  });

  const players: SimulatedPlayer[] = [];
  const wsClients: Client[] = [];
  let stack: Awaited<ReturnType<typeof startStackProcess>> | undefined;
  try {
    stack = await startStackProcess({
      SERVICES: 'api,gateway',
      MQTT_URL: broker.url,
      BROKER_SECRET: secret,
      // Its players register from one address, past the anonymous registration limit.
      PLAYER_REGISTRATION_BURST: '100000',
    });
    const { gatewayUrl, apiUrl } = stack;
    const pid = stack.pids[0]!;
    const login = await fetch(`${apiUrl}/api/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` },
    });
    const { auth_token: token } = (await login.json()) as { auth_token: string };

    // ---- Players: register, activate, wait until each listens on the broker ----
    const setupStarted = performance.now();
    const deviceIds: number[] = new Array(deviceCount);
    await eachLimited(
      Array.from({ length: deviceCount }, (_, i) => i),
      setupConcurrency,
      async (i) => {
        const player = new SimulatedPlayer({
          apiUrl,
          mqttUrl: broker.url,
          name: `Bench player ${i + 1}`,
          // Picks the activation up on the next check-in, then stays quiet for the rest of the run.
          checkinIntervalMs: 500,
          activeCheckinIntervalMs: 3_600_000,
        });
        players.push(player);
        const key = await player.start();
        const response = await fetch(`${apiUrl}/api/devices/activate`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ device_key: key }),
        });
        const body = (await response.json()) as { device_id?: number; msg?: string };
        if (!response.ok || body.device_id === undefined) {
          throw new Error(`activate answered ${response.status}: ${body.msg}`);
        }
        deviceIds[i] = body.device_id;
      },
    );
    await Promise.all(players.map((p) => p.whenActivated().then(() => p.whenOnline())));
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const rssBefore = await rssOf(pid);

    // ---- Subscribers: subscriber s watches device s % devices, on connection floor(s / perClient) ----
    const perClient = Math.ceil(subscriberCount / clientCount);
    const wsUrl = `${gatewayUrl.replace(/^http/, 'ws')}/graphql`;
    for (let c = 0; c < clientCount; c++) {
      wsClients.push(
        createClient({
          url: wsUrl,
          webSocketImpl: WebSocket,
          connectionParams: { authToken: token },
          retryAttempts: 0,
          lazy: true,
        }),
      );
    }
    const subscriberDevice = new Int32Array(subscriberCount);
    /** Echoes each subscriber got in the current phase. */
    const received = new Int32Array(subscriberCount);
    /** Per device: when each ECHO of the current phase was sent (performance.now), -1 for a failed mutation. */
    let sentAt: number[][] = Array.from({ length: deviceCount }, () => []);
    /** The same in wall-clock milliseconds, to split latency at the gateway's receivedAt. */
    let sentAtWall: number[][] = Array.from({ length: deviceCount }, () => []);
    const cursor = new Int32Array(subscriberCount);
    let measuring = false;
    let deliveries = 0;
    let unmatched = 0;
    let subscriptionErrors = 0;
    let firstError = '';
    const latency = new Samples();
    const toGateway = new Samples();
    const fanOut = new Samples();

    const onEcho = (s: number, answer: { data?: Echo | null; errors?: readonly { message: string }[] }) => {
      if (answer.errors?.length || !answer.data) {
        subscriptionErrors++;
        firstError ||= JSON.stringify(answer.errors);
        return;
      }
      const now = performance.now();
      received[s]!++;
      if (!measuring) return;
      deliveries++;
      const d = subscriberDevice[s]!;
      const times = sentAt[d]!;
      let k = cursor[s]!;
      while (k < times.length && times[k]! < 0) k++;
      if (k >= times.length) {
        unmatched++;
        return;
      }
      cursor[s] = k + 1;
      latency.push(now - times[k]!);
      const receivedAt = Date.parse(answer.data.deviceEcho.receivedAt);
      const wallNow = Date.now();
      toGateway.push(receivedAt - sentAtWall[d]![k]!);
      fanOut.push(wallNow - receivedAt);
    };

    const subscribeStarted = performance.now();
    for (let s = 0; s < subscriberCount; s++) {
      const d = s % deviceCount;
      subscriberDevice[s] = d;
      wsClients[Math.floor(s / perClient)]!.subscribe<Echo>(
        { query: ECHO, variables: { id: String(deviceIds[d]) } },
        {
          next: (answer) => onEcho(s, answer),
          error: (error) => {
            subscriptionErrors++;
            firstError ||= error instanceof Error ? error.message : JSON.stringify(error);
          },
          complete: () => {},
        },
      );
    }
    await waitUntil(
      () => gatewaySubs.held.size >= deviceCount || subscriptionErrors > 0,
      120_000,
      'broker subscriptions',
    );
    if (subscriptionErrors) throw new Error(`subscriptions failed: ${firstError}`);

    // ---- Sending ECHO commands ----
    const bodies = deviceIds.map((id) =>
      JSON.stringify({ query: SEND, variables: { id: String(id), command: 'ECHO' } }),
    );
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let commandsOk = 0;
    let commandsFailed = 0;
    let firstCommandError = '';
    const mutationLatency = new Samples();
    /** From sending the mutation to the gateway's sentAt, stamped once the broker acknowledged the command. */
    const published = new Samples();
    const inFlight = new Set<Promise<void>>();
    let measureStartedAt = 0;
    const worstBySecond: number[] = [];
    let maxInFlight = 0;
    const sendEcho = (d: number) => {
      const times = sentAt[d]!;
      const index = times.length;
      const started = performance.now();
      times.push(started);
      sentAtWall[d]!.push(Date.now());
      const call = fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body: bodies[d] })
        .then(async (response) => {
          const answer = (await response.json()) as {
            data?: { sendDeviceCommand: { sentAt: string } };
            errors?: unknown;
          };
          if (!response.ok || answer.errors || !answer.data)
            throw new Error(JSON.stringify(answer.errors ?? response.status));
          commandsOk++;
          mutationLatency.push(performance.now() - started);
          if (measuring) {
            const second = Math.floor((started - measureStartedAt) / 1000);
            worstBySecond[second] = Math.max(worstBySecond[second] ?? 0, performance.now() - started);
          }
          published.push(Date.parse(answer.data.sendDeviceCommand.sentAt) - sentAtWall[d]![index]!);
        })
        .catch((error: Error) => {
          commandsFailed++;
          firstCommandError ||= error.message;
          times[index] = -1;
        })
        .finally(() => inFlight.delete(call));
      inFlight.add(call);
    };
    /** Sends to `targets` (device indexes, repeated round robin) at `rate` per second for `durationMs`. */
    const sendSteadily = async (targets: number[], durationMs: number) => {
      const started = performance.now();
      let sent = 0;
      let elapsed = 0;
      while (true) {
        elapsed = performance.now() - started;
        if (elapsed >= durationMs) break;
        const due = Math.floor((elapsed * rate) / 1000) + 1;
        for (; sent < due; sent++) sendEcho(targets[sent % targets.length]!);
        maxInFlight = Math.max(maxInFlight, inFlight.size);
        await sleep(5);
      }
      await Promise.all([...inFlight]);
      return { sent, seconds: elapsed / 1000 };
    };
    const allDevices = Array.from({ length: deviceCount }, (_, i) => i);

    // Warm-up: echo every device whose subscribers have not all had one yet, until every subscriber has. This
    // also proves all 5,000 subscriptions are in place (graphql-ws has no per-subscription acknowledgement).
    for (let round = 1; ; round++) {
      const silent = new Set<number>();
      for (let s = 0; s < subscriberCount; s++) if (received[s] === 0) silent.add(subscriberDevice[s]!);
      if (!silent.size) break;
      if (round > 10) throw new Error(`${silent.size} devices still have subscribers without an echo after warm-up`);
      const targets = [...silent];
      await sendSteadily(targets, (targets.length / rate) * 1000);
      const deadline = Date.now() + 3000;
      while (Date.now() < deadline && received.some((n) => n === 0)) await sleep(50);
    }
    const subscribeSeconds = (performance.now() - subscribeStarted) / 1000;
    await sleep(1000);
    const rssSubscribed = await rssOf(pid);
    const heldAfterSubscribe = gatewaySubs.held.size;
    const subscriptionErrorsBefore = subscriptionErrors;
    const warmUpCommandsFailed = commandsFailed;

    // ---- Measurement ----
    sentAt = Array.from({ length: deviceCount }, () => []);
    sentAtWall = Array.from({ length: deviceCount }, () => []);
    received.fill(0);
    cursor.fill(0);
    commandsOk = 0;
    commandsFailed = 0;
    mutationLatency.clear();
    published.clear();
    measuring = true;
    measureStartedAt = performance.now();
    console.log(`measuring from ${new Date().toISOString()}`);
    const childCpuBefore = await cpuMsOf(pid);
    const ownCpuBefore = process.cpuUsage();
    const machineCpuBefore = await machineBusyMs();
    const measureStarted = performance.now();
    maxInFlight = 0;
    const { sent: commandsSent, seconds: sendSeconds } = await sendSteadily(allDevices, seconds * 1000);
    const expected = commandsOk * subscribersPerDevice;
    // Drain: until everything expected arrived, or nothing more arrives for 3 s (at most 15 s).
    {
      const deadline = Date.now() + 15_000;
      let last = deliveries;
      let quietSince = Date.now();
      while (deliveries < expected && Date.now() < deadline && Date.now() - quietSince < 3000) {
        await sleep(50);
        if (deliveries !== last) {
          last = deliveries;
          quietSince = Date.now();
        }
      }
    }
    const windowSeconds = (performance.now() - measureStarted) / 1000;
    const childCpu = (await cpuMsOf(pid)) - childCpuBefore;
    const ownCpuUsage = process.cpuUsage(ownCpuBefore);
    const ownCpu = (ownCpuUsage.user + ownCpuUsage.system) / 1000;
    const otherCpu = Math.max(0, (await machineBusyMs()) - machineCpuBefore - childCpu - ownCpu);
    measuring = false;
    const rssEnd = await rssOf(pid);

    // ---- Report ----
    const sorted = latency.sorted();
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const gw = toGateway.sorted();
    const fan = fanOut.sorted();
    const mut = mutationLatency.sorted();
    const pub = published.sorted();
    const lost = expected - deliveries + unmatched;
    const percentOf = (ms: number) => ((ms / 1000 / windowSeconds) * 100).toFixed(0);
    const outHeld = [...gatewaySubs.held].filter(isOutTopic).length;
    const watched = new Set(deviceIds.map((id) => deviceOutTopic(id)));
    const heldWatched = [...gatewaySubs.held].filter((t) => watched.has(t)).length;

    console.log(
      `\n== deviceEcho: ${deviceCount} devices, ${subscriberCount} graphql-ws subscribers (api + gateway in one process, broker in the bench process) ==`,
    );
    console.log(
      `set-up: ${deviceCount} players registered, activated and on the broker in ${setupSeconds.toFixed(1)} s; ` +
        `${subscriberCount} subscriptions (${subscribersPerDevice} per device) over ${clientCount} WebSocket connections ` +
        `(${perClient} each) established and warmed up in ${subscribeSeconds.toFixed(1)} s`,
    );
    const rows: [string, string][] = [
      [
        'ECHO commands sent',
        `${commandsSent} in ${sendSeconds.toFixed(1)} s (${(commandsSent / sendSeconds).toFixed(0)}/s, target rate ${rate}/s); ${commandsFailed} failed${warmUpCommandsFailed ? ` (and ${warmUpCommandsFailed} during warm-up)` : ''}; at most ${maxInFlight} awaiting an answer`,
      ],
      [
        'sendDeviceCommand HTTP p50 / p99',
        `${percentile(mut, 50).toFixed(1)} / ${percentile(mut, 99).toFixed(1)} ms (published, per sentAt: ${percentile(pub, 50).toFixed(0)} / ${percentile(pub, 99).toFixed(0)} ms)`,
      ],
      [
        'echo round trip p50 / p99',
        `${p50.toFixed(1)} / ${p99.toFixed(1)} ms (command sent -> subscriber got deviceEcho)`,
      ],
      [
        '  of which to gateway p50 / p99',
        `${percentile(gw, 50).toFixed(0)} / ${percentile(gw, 99).toFixed(0)} ms (command sent -> gateway receivedAt)`,
      ],
      [
        '  of which fan-out p50 / p99',
        `${percentile(fan, 50).toFixed(0)} / ${percentile(fan, 99).toFixed(0)} ms (gateway receivedAt -> subscriber)`,
      ],
      [
        'deliveries',
        `${deliveries} of ${expected} expected, ${(deliveries / windowSeconds).toFixed(0)}/s over ${windowSeconds.toFixed(1)} s`,
      ],
      ['messages lost', `${lost}${unmatched ? ` (${unmatched} deliveries without a matching command)` : ''}`],
      [
        'subscription errors',
        `${subscriptionErrors}${firstError ? `: ${firstError.slice(0, 200)}` : ''}${subscriptionErrorsBefore ? ` (${subscriptionErrorsBefore} before measuring)` : ''}`,
      ],
      [
        'gateway RSS',
        `${mb(rssBefore)} before subscribers, ${mb(rssSubscribed)} with ${subscriberCount} subscribers, ${mb(rssEnd)} at the end`,
      ],
      [
        'CPU while measuring (% of one core)',
        `stack process ${percentOf(childCpu)}% (${(childCpu / commandsSent).toFixed(1)} ms per command), bench process (players, broker, subscribers) ${percentOf(ownCpu)}%, everything else on the machine ${percentOf(otherCpu)}% (${cpus().length} cores)`,
      ],
      [
        'broker subscriptions (gateway)',
        `${heldWatched} of ${deviceCount} device out topics held (${outHeld} out topics, ${gatewaySubs.held.size} topics in all, ${heldAfterSubscribe} after subscribing); ${gatewaySubs.outTopics} out-topic subscriptions in ${gatewaySubs.packets} SUBSCRIBE packets, ${gatewaySubs.unsubscribed} unsubscribed; ${gatewaySubs.clientIds.size} gateway client id(s)`,
      ],
    ];
    if (firstCommandError) rows.push(['first command error', firstCommandError.slice(0, 200)]);
    console.log(`worst sendDeviceCommand by second: ${worstBySecond.map((ms) => ms.toFixed(0)).join(' ')}`);
    const width = Math.max(...rows.map(([label]) => label.length));
    for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
    if (otherCpu / 1000 / windowSeconds > 0.2) {
      console.log(
        `warning: other processes used ${percentOf(otherCpu)}% of a core meanwhile; on ${cpus().length} cores the latencies above are not representative`,
      );
    }
    const oneEach = heldWatched === deviceCount && gatewaySubs.outTopics === deviceCount;
    console.log(
      `target (p99 < 250 ms, no message lost, one broker subscription per device topic): ${p99 < 250 && lost === 0 && commandsFailed === 0 && oneEach ? 'met' : 'NOT met'}`,
    );
  } finally {
    await Promise.all(wsClients.map((client) => client.dispose()));
    await Promise.all(players.map((player) => player.stop()));
    await stack?.stop();
    await broker.close();
  }
}
