import { performance } from 'node:perf_hooks';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { percentile, Samples } from './samples.ts';

/**
 * The load generator of the subscribers bench, in its own process (a child of the bench, IPC): opens the
 * graphql-ws connections and their subscriptions (echo, presence, screenshot and now-playing, in the mix the bench
 * gives), sends ECHO and SCREENSHOT commands at a steady rate over HTTP, and measures what reaches whom.
 */

const ECHO = 'subscription Echo($id: ID!) { deviceEcho(deviceId: $id) { deviceId datetime receivedAt } }';
const PRESENCE =
  'subscription Presence($id: ID!) { devicePresence(deviceId: $id) { deviceId online idle lastMessageAt checkPeriodSeconds } }';
const SCREENSHOT =
  'subscription Shot($id: ID!) { deviceScreenshot(deviceId: $id) { deviceId datetime thumbnail mimeType dataUrl receivedAt } }';
// The console's now-playing selection without its nested REST lookups (schedule, audio tracks' media).
const PLAYING =
  'subscription Playing($id: ID!) { devicePlaying(deviceId: $id) { deviceId layoutId scheduleId since sequencePosition receivedAt } }';
const SEND =
  'mutation Send($id: ID!, $command: DeviceCommand!) { sendDeviceCommand(deviceId: $id, command: $command) { sentAt } }';

export type Kind = 'echo' | 'presence' | 'screenshot' | 'playing';
const DOCUMENTS: Record<Kind, string> = { echo: ECHO, presence: PRESENCE, screenshot: SCREENSHOT, playing: PLAYING };
const KINDS: Kind[] = ['echo', 'presence', 'screenshot', 'playing'];
/** The n-th screenshot of a device says START + n ms (light-players.ts). */
const SHOT_START = Date.parse('2026-01-01T00:00:00Z');

export interface LoadSetup {
  gatewayUrl: string;
  token: string;
  deviceIds: number[];
  /** Subscribers per device of each kind. */
  mix: Record<Kind, number>;
  perSocket: number;
  /** ECHO commands per second while measuring (and during warm-up). */
  echoRate: number;
  /** SCREENSHOT commands per second while measuring. */
  screenshotRate: number;
  seconds: number;
}

export type LoadMessage =
  | { phase: 'subscribed'; seconds: number; errors: number; firstError: string }
  | { phase: 'warm'; seconds: number }
  | { phase: 'measuring' }
  | { phase: 'done'; report: LoadReport };

export interface LoadReport {
  subscribers: number;
  sockets: number;
  echo: { sent: number; failed: number; firstError: string; expected: number; delivered: number; extra: number };
  echoRoundTrip: { p50: number; p99: number; max: number };
  mutation: { p50: number; p99: number };
  toGateway: { p50: number; p99: number };
  fanOut: { p50: number; p99: number };
  screenshot: { sent: number; failed: number; expected: number; delivered: number; p50: number; p99: number };
  playing: { deliveries: number; subscribers: number };
  presence: { deliveries: number; notOnline: number };
  subscriptionErrors: number;
  firstError: string;
  closedSockets: number;
  /** Subscribers of each kind and what they last saw, for the checks the bench makes with the players' state. */
  lastLayout: number[];
  playingDevice: number[];
  maxInFlight: number;
  windowSeconds: number;
  cpuMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const send = (message: LoadMessage) => process.send?.(message);

type Answer = { data?: Record<string, Record<string, unknown>> | null; errors?: readonly { message: string }[] };

async function run(setup: LoadSetup) {
  const { deviceIds, mix, perSocket, gatewayUrl, token } = setup;
  const devices = deviceIds.length;
  const perDevice = KINDS.reduce((n, kind) => n + mix[kind], 0);
  const subscriberCount = devices * perDevice;
  const kindOf: Kind[] = KINDS.flatMap((kind) => Array<Kind>(mix[kind]).fill(kind));

  // ---- Subscriptions: subscriber s watches device floor(s / perDevice) with kind kindOf[s % perDevice] ----
  const received = new Int32Array(subscriberCount);
  const cursor = new Int32Array(subscriberCount);
  const lastLayout = new Array<number>(subscriberCount).fill(0);
  const lastOnline = new Uint8Array(subscriberCount);
  const lastShot = new Int32Array(subscriberCount);
  let sentEcho: number[][] = Array.from({ length: devices }, () => []);
  let sentEchoWall: number[][] = Array.from({ length: devices }, () => []);
  /** Per device: when its n-th screenshot (1-based, over the whole run) was asked for. */
  const sentShot: number[][] = Array.from({ length: devices }, () => []);
  let shotsBeforeMeasuring = new Int32Array(devices);
  let measuring = false;
  let echoDelivered = 0;
  let echoExtra = 0;
  let shotDelivered = 0;
  let playingDeliveries = 0;
  let presenceDeliveries = 0;
  let subscriptionErrors = 0;
  let firstError = '';
  const roundTrip = new Samples();
  const toGateway = new Samples();
  const fanOut = new Samples();
  const shotLatency = new Samples();

  const onAnswer = (s: number, kind: Kind, answer: Answer) => {
    const event = answer.data && Object.values(answer.data)[0];
    if (answer.errors?.length || !event) {
      subscriptionErrors++;
      firstError ||= JSON.stringify(answer.errors);
      return;
    }
    const now = performance.now();
    received[s]!++;
    const d = Math.floor(s / perDevice);
    if (kind === 'presence') {
      lastOnline[s] = event.online ? 1 : 0;
      if (measuring) presenceDeliveries++;
    } else if (kind === 'playing') {
      lastLayout[s] = Number(event.layoutId);
      if (measuring) playingDeliveries++;
    } else if (kind === 'screenshot') {
      const n = Date.parse(event.datetime as string) - SHOT_START;
      lastShot[s] = n;
      if (!measuring || n <= shotsBeforeMeasuring[d]!) return;
      shotDelivered++;
      const at = sentShot[d]![n - 1];
      if (at !== undefined && at >= 0) shotLatency.push(now - at);
    } else {
      if (!measuring) return;
      const times = sentEcho[d]!;
      let k = cursor[s]!;
      while (k < times.length && times[k]! < 0) k++;
      // An echo nobody here asked for: the gateway's own presence check of the device.
      if (k >= times.length) {
        echoExtra++;
        return;
      }
      cursor[s] = k + 1;
      echoDelivered++;
      roundTrip.push(now - times[k]!);
      const receivedAt = Date.parse(event.receivedAt as string);
      toGateway.push(receivedAt - sentEchoWall[d]![k]!);
      fanOut.push(Date.now() - receivedAt);
    }
  };

  const started = performance.now();
  const wsUrl = `${gatewayUrl.replace(/^http/, 'ws')}/graphql`;
  const clients: Client[] = [];
  let closedSockets = 0;
  const socketCount = Math.ceil(subscriberCount / perSocket);
  for (let c = 0; c < socketCount; c++) {
    clients.push(
      createClient({
        url: wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { authToken: token },
        retryAttempts: 0,
        lazy: true,
        on: { closed: () => closedSockets++ },
      }),
    );
  }
  for (let s = 0; s < subscriberCount; s++) {
    const kind = kindOf[s % perDevice]!;
    const id = String(deviceIds[Math.floor(s / perDevice)]);
    clients[Math.floor(s / perSocket)]!.subscribe(
      { query: DOCUMENTS[kind], variables: { id } },
      {
        next: (answer) => onAnswer(s, kind, answer as Answer),
        error: (error) => {
          subscriptionErrors++;
          firstError ||= error instanceof Error ? error.message : JSON.stringify(error);
        },
        complete: () => {},
      },
    );
    // Let the sockets' handshakes and the first answers through now and then instead of queueing 50,000 at once.
    if (s % 2000 === 1999) await sleep(0);
  }

  // ---- Commands ----
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const bodies = (command: string) =>
    deviceIds.map((id) => JSON.stringify({ query: SEND, variables: { id: String(id), command } }));
  const echoBodies = bodies('ECHO');
  const shotBodies = bodies('SCREENSHOT');
  const counters = { echoOk: 0, echoFailed: 0, shotOk: 0, shotFailed: 0, firstCommandError: '' };
  const mutation = new Samples();
  const inFlight = new Set<Promise<void>>();
  let maxInFlight = 0;
  const command = (d: number, kind: 'echo' | 'screenshot') => {
    const times = kind === 'echo' ? sentEcho[d]! : sentShot[d]!;
    const index = times.length;
    const at = performance.now();
    times.push(at);
    if (kind === 'echo') sentEchoWall[d]!.push(Date.now());
    const body = (kind === 'echo' ? echoBodies : shotBodies)[d]!;
    const call = fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body })
      .then(async (response) => {
        const answer = (await response.json()) as { data?: unknown; errors?: unknown };
        if (!response.ok || answer.errors || !answer.data)
          throw new Error(JSON.stringify(answer.errors ?? response.status));
        if (kind === 'echo') counters.echoOk++;
        else counters.shotOk++;
        if (measuring) mutation.push(performance.now() - at);
      })
      .catch((error: Error) => {
        if (kind === 'echo') counters.echoFailed++;
        else counters.shotFailed++;
        counters.firstCommandError ||= error.message;
        // A screenshot command that failed still may have reached the device; its number stays taken.
        if (kind === 'echo') times[index] = -1;
      })
      .finally(() => inFlight.delete(call));
    inFlight.add(call);
    maxInFlight = Math.max(maxInFlight, inFlight.size);
  };
  /** Sends to `targets` round robin at `rate` per second for `durationMs` (or once each when 0). */
  const steadily = async (targets: number[], rate: number, kind: 'echo' | 'screenshot', durationMs: number) => {
    if (!targets.length || rate <= 0) return 0;
    const total = durationMs > 0 ? Math.floor((durationMs * rate) / 1000) : targets.length;
    const begin = performance.now();
    let sent = 0;
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - begin) * rate) / 1000) + 1);
      for (; sent < due; sent++) command(targets[sent % targets.length]!, kind);
      await sleep(2);
    }
    return sent;
  };

  // Subscriptions are in place once every presence subscriber had its first state (sent at once).
  const presenceSubs = [...Array(subscriberCount).keys()].filter((s) => kindOf[s % perDevice] === 'presence');
  const deadline = Date.now() + 30 * 60_000;
  while (presenceSubs.some((s) => received[s] === 0) && subscriptionErrors === 0 && Date.now() < deadline) {
    await sleep(200);
  }
  send({ phase: 'subscribed', seconds: (performance.now() - started) / 1000, errors: subscriptionErrors, firstError });

  // Warm-up: an ECHO and a SCREENSHOT to every device whose echo or screenshot subscribers have had none yet, until
  // all have (graphql-ws does not acknowledge a subscription; an answer proves it is in place).
  for (let round = 1; round <= 10; round++) {
    const silentEcho = new Set<number>();
    const silentShot = new Set<number>();
    for (let s = 0; s < subscriberCount; s++) {
      if (received[s] !== 0) continue;
      const kind = kindOf[s % perDevice];
      if (kind === 'echo' || kind === 'playing') silentEcho.add(Math.floor(s / perDevice));
      if (kind === 'screenshot') silentShot.add(Math.floor(s / perDevice));
    }
    if (!silentEcho.size && !silentShot.size) break;
    await Promise.all([
      steadily([...silentEcho], setup.echoRate, 'echo', 0),
      steadily([...silentShot], setup.echoRate, 'screenshot', 0),
    ]);
    await Promise.all([...inFlight]);
    const quiet = Date.now() + 5000;
    while (Date.now() < quiet && received.some((n) => n === 0)) await sleep(100);
  }
  send({ phase: 'warm', seconds: (performance.now() - started) / 1000 });
  await sleep(1000);

  // ---- Measurement ----
  sentEcho = Array.from({ length: devices }, () => []);
  sentEchoWall = Array.from({ length: devices }, () => []);
  cursor.fill(0);
  shotsBeforeMeasuring = Int32Array.from(sentShot, (times) => times.length);
  counters.echoOk = counters.echoFailed = counters.shotOk = counters.shotFailed = 0;
  measuring = true;
  send({ phase: 'measuring' });
  const cpuBefore = process.cpuUsage();
  const measureStarted = performance.now();
  const all = [...deviceIds.keys()];
  // Screenshots start half way round the devices, so one device rarely gets both at once.
  const shotTargets = [...all.slice(Math.floor(devices / 2)), ...all.slice(0, Math.floor(devices / 2))];
  const [echoSent, shotSent] = await Promise.all([
    steadily(all, setup.echoRate, 'echo', setup.seconds * 1000),
    steadily(shotTargets, setup.screenshotRate, 'screenshot', setup.seconds * 1000),
  ]);
  await Promise.all([...inFlight]);
  const echoSubs = mix.echo;
  const shotSubs = mix.screenshot;
  const echoExpected = counters.echoOk * echoSubs;
  const shotExpected = counters.shotOk * shotSubs;
  {
    // Drain: until everything expected arrived, or nothing more arrives for 3 s (at most 20 s).
    const end = Date.now() + 20_000;
    let last = -1;
    let quietSince = Date.now();
    while (Date.now() < end && Date.now() - quietSince < 3000) {
      if (echoDelivered >= echoExpected && shotDelivered >= shotExpected) break;
      await sleep(50);
      const now = echoDelivered + shotDelivered;
      if (now !== last) {
        last = now;
        quietSince = Date.now();
      }
    }
  }
  const windowSeconds = (performance.now() - measureStarted) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  measuring = false;

  const summary = (samples: Samples) => {
    const sorted = samples.sorted();
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? Number.NaN };
  };
  const playingSubscribers = lastLayout.filter((_, s) => kindOf[s % perDevice] === 'playing').length;
  const report: LoadReport = {
    subscribers: subscriberCount,
    sockets: socketCount,
    echo: {
      sent: echoSent,
      failed: counters.echoFailed,
      firstError: counters.firstCommandError,
      expected: echoExpected,
      delivered: echoDelivered,
      extra: echoExtra,
    },
    echoRoundTrip: summary(roundTrip),
    mutation: summary(mutation),
    toGateway: summary(toGateway),
    fanOut: summary(fanOut),
    screenshot: {
      sent: shotSent,
      failed: counters.shotFailed,
      expected: shotExpected,
      delivered: shotDelivered,
      ...summary(shotLatency),
    },
    playing: { deliveries: playingDeliveries, subscribers: playingSubscribers },
    presence: {
      deliveries: presenceDeliveries,
      notOnline: presenceSubs.filter((s) => lastOnline[s] !== 1).length,
    },
    subscriptionErrors,
    firstError,
    closedSockets,
    lastLayout: lastLayout.filter((_, s) => kindOf[s % perDevice] === 'playing'),
    playingDevice: [...Array(subscriberCount).keys()]
      .filter((s) => kindOf[s % perDevice] === 'playing')
      .map((s) => deviceIds[Math.floor(s / perDevice)]!),
    maxInFlight,
    windowSeconds,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
  send({ phase: 'done', report });
  await Promise.all(clients.map((client) => client.dispose()));
}

process.on('message', (setup: LoadSetup) => {
  run(setup).catch((error: Error) => {
    console.error(error);
    process.exit(1);
  });
});
process.on('disconnect', () => process.exit(0));
