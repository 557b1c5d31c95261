import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionChangesKey } from '@signage/domain/broker-credentials';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED } from '../../gateway/src/live-guard.ts';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { TEST_LICENCE_PUBLIC_KEY } from '../../scripts/sign-licence.ts';
import { startStack } from '../../scripts/stack.ts';
import { createDataSource, csvServer } from './testkit/data-sources.ts';
import { eventually } from './testkit/eventually.ts';
import {
  ActivateDeviceMutationDocument,
  DeviceEchoSubscriptionDocument,
  DevicePresenceSubscriptionDocument,
  DeviceScreenshotSubscriptionDocument,
  SendDeviceCommandMutationDocument,
  SignOutMutationDocument,
} from './testkit/gql/graphql.ts';
import { type GraphqlAnswer, gql, signIn, wsClient } from './testkit/graphql.ts';
import { liveQuery } from './testkit/live.ts';
import { png, upload } from './testkit/media.ts';
import { rest } from './testkit/rest.ts';
import { ADMIN_PASSWORD, freshDatabaseUrl } from './testkit/stack.ts';

/**
 * Issue 27, "several processes, one behaviour": two api processes and two gateways (separate stacks in this
 * worker, each with its own database pool, caches, cache bus, broker connection and timers) on one PostgreSQL
 * database, one data folder and one broker, as docker-compose.yml runs them. Calls alternate between them.
 * Every gateway's periodic re-check of live subscriptions is an hour here: what ends sooner ended through the
 * api's stream of session changes. PGlite is one process, so the suite needs a PostgreSQL server.
 */
const POSTGRES = Boolean(process.env.DATABASE_URL);

type Stack = Awaited<ReturnType<typeof startStack>>;
let stacks: Stack[] = [];
let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let dataDir: string;
let admin: string;
let apis: string[];
let gateways: string[];
/** Round robin: each call of `next` takes the other process. */
let turn = 0;
let brokerSecret: string;
const nextApi = () => apis[turn++ % 2]!;
const nextGateway = () => gateways[turn++ % 2]!;

async function startTwo() {
  database = await freshDatabaseUrl();
  dataDir = mkdtempSync(join(tmpdir(), 'signage-scale-out-'));
  const mqttUrl = process.env.MQTT_URL;
  brokerSecret = process.env.BROKER_SECRET ?? randomBytes(24).toString('base64url');
  const config = (services: string[], brokerUrl: string | undefined) =>
    ({
      services: new Set(services),
      host: '127.0.0.1',
      port: 0,
      apiHost: '127.0.0.1',
      apiPort: 0,
      databaseUrl: database.url,
      dataDir,
      mqttUrl: brokerUrl,
      mqttPort: 0,
      mqttWsPort: 0,
      smtpPort: 0,
      brokerSecret,
      mqttAdminUsername: mqttUrl ? process.env.MQTT_ADMIN_USERNAME : undefined,
      mqttAdminPassword: mqttUrl ? process.env.MQTT_ADMIN_PASSWORD : undefined,
      adminPassword: ADMIN_PASSWORD,
      licencePublicKey: TEST_LICENCE_PUBLIC_KEY,
      production: false,
      allowedOrigins: [],
      liveCheckMs: 3_600_000,
      // Both api processes poll on a timer, as every api process of an installation does.
      dataSourcePollEveryMs: 1000,
      dataSourceAllowedHosts: ['127.0.0.1'],
    }) as Parameters<typeof startStack>[0];
  // One after the other, as docker-compose.yml starts them (the second api once the first is healthy). Without
  // MQTT_URL the first stack runs the embedded broker for both.
  const first = await startStack(config(mqttUrl ? ['api', 'gateway'] : ['api', 'gateway', 'broker'], mqttUrl));
  stacks = [first];
  stacks.push(await startStack(config(['api', 'gateway'], first.mqttUrl)));
  const db = stacks[0]!.api!.database.db;
  // Device topics carry the device id: suites sharing one broker must not share ids.
  await sql`select setval('devices_device_id_seq', ${sql.lit(1 + randomBytes(3).readUIntBE(0, 3) * 100)}, false)`.execute(
    db,
  );
  apis = stacks.map((s) => s.api!.url);
  gateways = stacks.map((s) => s.gateway!.url);
  await Promise.all(stacks.map((s) => s.gateway!.sessionChanges!.whenListening()));
}

describe.skipIf(!POSTGRES)(
  'two api and two gateway processes behave as one (needs DATABASE_URL: PGlite is a single process)',
  () => {
    beforeAll(async () => {
      await startTwo();
      admin = (await signIn(nextGateway(), 'admin', ADMIN_PASSWORD)).token;
      // Two whole stacks, the first migrating a new database: several times one suite's start-up.
    }, 240_000);
    afterAll(async () => {
      for (const stack of stacks.reverse()) await stack.close();
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 120_000);

    it('a write on one api is read on the other at once, through its cached session', async () => {
      const [a, b] = apis as [string, string];
      const created = await rest(a, admin, 'POST', '/users/', { username: 'scale-viewer', password: 'Scale-Pass-12' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const permissions = `/users/${created.body.user_id}/permissions`;
      expect((await rest(b, admin, 'PUT', permissions, { permissions: ['view media'] })).status).toBe(200);
      const viewer = (await signIn(nextGateway(), 'scale-viewer', 'Scale-Pass-12')).token;
      // B caches the viewer's session, permissions included, on this read (caches are on with PostgreSQL now).
      const sessionsOnB = stacks[1]!.api!.app.media.sessions.cache;
      expect((await rest(b, viewer, 'GET', '/layouts/')).status).toBe(403);
      expect(sessionsOnB.size).toBeGreaterThan(0);
      expect((await rest(a, admin, 'PUT', permissions, { permissions: ['view media', 'view layouts'] })).status).toBe(
        200,
      );
      expect((await rest(b, viewer, 'GET', '/layouts/')).status).toBe(200);
      // A sign-out on B ends the session on A, whose cache held it too.
      expect((await rest(a, viewer, 'GET', '/media/')).status).toBe(200);
      expect((await rest(b, viewer, 'POST', '/logout')).status).toBe(200);
      expect((await rest(a, viewer, 'GET', '/media/')).status).toBe(401);
    });

    it("a media rename on one api shows in the other api's cached list, and signed links work on both", async () => {
      const [a, b] = apis as [string, string];
      const uploaded = await upload(a, admin, [{ name: 'scale.png', data: await png(64, 36) }], ['scale-out']);
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      const id = uploaded.body.media![0]!.media!.media_id;
      const names = async (api: string) =>
        (await rest(api, admin, 'GET', '/media/')).body.media.map((m: { name: string }) => m.name);
      // Read twice on B: the second answer comes from B's list caches.
      const pagesOnB = stacks[1]!.api!.app.media.list.caches!.pages;
      expect(await names(b)).toContain('scale');
      expect(pagesOnB.size).toBeGreaterThan(0);
      expect(await names(b)).toContain('scale');
      expect((await rest(a, admin, 'PUT', `/media/${id}`, { name: 'Scaled out' })).status).toBe(200);
      // A's rename reached B's caches before A answered.
      expect(pagesOnB.size).toBe(0);
      expect(await names(b)).toEqual(expect.arrayContaining(['Scaled out']));
      expect(await names(b)).not.toContain('scale');
      // The link A signed opens on B: the signing key is the installation's, kept in the database.
      const listed = (await rest(a, admin, 'GET', '/media/')).body.media.find(
        (m: { media_id: number }) => m.media_id === id,
      );
      const link = new URL(listed.thumbnail_url, b);
      expect((await fetch(link)).status).toBe(200);
    });

    it('a device command sent through gateway A is echoed to a watcher on gateway B, whose presence sees it online', async () => {
      const [gatewayA, gatewayB] = gateways as [string, string];
      const player = new SimulatedPlayer({
        apiUrl: nextApi(),
        mqttUrl: stacks[0]!.mqttUrl!,
        name: 'Scale-out',
        checkinIntervalMs: 100,
      });
      const client = wsClient(gatewayB, admin);
      try {
        const key = await player.start();
        const activated = await gql(gatewayA, ActivateDeviceMutationDocument, { key }, admin);
        const deviceId = activated.data!.activateDevice.id;
        await player.whenActivated();
        await player.whenOnline();
        const presence = liveQuery(client, DevicePresenceSubscriptionDocument, { id: deviceId });
        await presence.next((answer) => answer.data?.devicePresence.online === true);
        const echoes = liveQuery(client, DeviceEchoSubscriptionDocument, { id: deviceId });
        // The watcher hears echoes once its subscription is in place on B; send through A until one arrives.
        await eventually(
          async () => {
            const sent = await gql(
              gatewayA,
              SendDeviceCommandMutationDocument,
              { id: deviceId, command: 'ECHO' },
              admin,
            );
            expect(sent.errors).toBeUndefined();
            return eventually(() => echoes.received.length > 0, { timeoutMs: 1000 }).catch(() => false);
          },
          { timeoutMs: 15_000, what: 'an echo sent through A reaches the watcher on B' },
        );
        expect((await echoes.next()).data?.deviceEcho.deviceId).toBe(deviceId);
      } finally {
        await client.dispose();
        await player.stop();
      }
    });

    it('a screenshot heard by gateway A shows at once to a watcher who opens the device later on gateway B', async () => {
      const [gatewayA, gatewayB] = gateways as [string, string];
      const player = new SimulatedPlayer({ apiUrl: nextApi(), mqttUrl: stacks[0]!.mqttUrl!, checkinIntervalMs: 100 });
      const clientA = wsClient(gatewayA, admin);
      const clientB = wsClient(gatewayB, admin);
      try {
        const key = await player.start();
        const deviceId = (await gql(gatewayA, ActivateDeviceMutationDocument, { key }, admin)).data!.activateDevice.id;
        await player.whenActivated();
        await player.whenOnline();
        const onA = liveQuery(clientA, DeviceScreenshotSubscriptionDocument, { id: deviceId });
        await eventually(
          async () => {
            await gql(gatewayA, SendDeviceCommandMutationDocument, { id: deviceId, command: 'SCREENSHOT' }, admin);
            return eventually(() => onA.received.length > 0, { timeoutMs: 1000 }).catch(() => false);
          },
          { timeoutMs: 15_000, what: 'a screenshot through A' },
        );
        const image = (await onA.next()).data!.deviceScreenshot.image;
        // A writes what it heard to the api as it hears it; B, which never watched the device, reads it there.
        await eventually(
          async () =>
            (await rest(nextApi(), sessionChangesKey(brokerSecret), 'GET', `/device_live_state/${deviceId}`)).body
              ?.screenshot?.image === image,
          { what: "A's screenshot kept by the api" },
        );
        expect(stacks[1]!.gateway!.devices.hearing(Number(deviceId), 'screenshot')).toBe(false);
        const onB = liveQuery(clientB, DeviceScreenshotSubscriptionDocument, { id: deviceId });
        expect((await onB.next()).data!.deviceScreenshot.image).toBe(image);
      } finally {
        await clientA.dispose();
        await clientB.dispose();
        await player.stop();
      }
    });

    it('a sign-out through gateway A ends a subscription on gateway B within 2 s', async () => {
      const [gatewayA, gatewayB] = gateways as [string, string];
      const { token } = await signIn(nextGateway(), 'admin', ADMIN_PASSWORD);
      const player = new SimulatedPlayer({ apiUrl: nextApi(), mqttUrl: stacks[0]!.mqttUrl!, checkinIntervalMs: 100 });
      const client = wsClient(gatewayB, token);
      try {
        const key = await player.start();
        const deviceId = (await gql(gatewayA, ActivateDeviceMutationDocument, { key }, admin)).data!.activateDevice.id;
        const live = liveQuery(client, DevicePresenceSubscriptionDocument, { id: deviceId });
        await live.next();
        await eventually(() => stacks[1]!.gateway!.yoga.liveGuard.checked > 0, { what: 'the subscription in place' });
        expect((await gql(gatewayA, SignOutMutationDocument, {}, token)).data).toEqual({ signOut: true });
        // B re-checks only hourly here: ending at all proves the signal; the issue bounds it at 2 s.
        const ended = await Promise.race([
          live.next((answer: GraphqlAnswer<unknown>) => Boolean(answer.errors)),
          new Promise<undefined>((resolve) => setTimeout(resolve, 2000)),
        ]);
        expect(ended?.errors?.[0]?.message).toBe(SESSION_ENDED);
      } finally {
        await client.dispose();
        await player.stop();
      }
    });

    it('a data source polled every second is fetched once per interval, by either api, not once by each', async () => {
      const source = await csvServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/csv' }).end('Key,Price\nlatte,"3,50"\n');
      });
      try {
        const created = await createDataSource(nextApi(), admin, { name: 'Every second', url: source.url() });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const id = created.body.data_source_id;
        // A new url source is due at once: its first fetch comes from a round that may have begun before the
        // counting below is in place, so it is waited for and left out (CI: 5 requests against 4 counted).
        await eventually(() => source.requests >= 1, { timeoutMs: 20_000, what: 'the fetch due at creation' });
        // Count each process's fetches of this source (the pollers call pollDue on every round); a paused one
        // skips its rounds, as a process that is down would.
        const fetchedBy = [0, 0];
        const paused = [false, false];
        stacks.forEach((stack, i) => {
          const poller = stack.api!.app.dataSourcePoller;
          const round = poller.pollDue.bind(poller);
          poller.pollDue = async (now) => {
            if (paused[i]) return [];
            const outcomes = await round(now);
            fetchedBy[i]! += outcomes.filter((o) => o.data_source_id === id).length;
            return outcomes;
          };
        });
        // The console allows 60 s at least; the database takes 1 s for this test.
        const db = stacks[0]!.api!.database.db;
        const started = Date.now();
        const before = source.requests;
        await db
          .updateTable('data_sources')
          .set({ poll_interval: 1, next_poll_at: new Date(started) })
          .where('data_source_id', '=', id)
          .execute();
        await eventually(() => source.requests - before >= 3, { timeoutMs: 20_000, what: 'three polls' });
        // Whichever process polls first each round takes the source; with it paused, the other carries on.
        const leader = fetchedBy[0]! >= fetchedBy[1]! ? 0 : 1;
        paused[leader] = true;
        const follower = fetchedBy[1 - leader]!;
        await eventually(() => fetchedBy[1 - leader]! >= follower + 2, {
          timeoutMs: 20_000,
          what: 'the other api process polls the source',
        });
        const seconds = (Date.now() - started) / 1000;
        paused[1 - leader] = true;
        // Every request the source had came from one process's counted fetch. A round under way when both were
        // paused may have reached the source before its outcome reached the count, so that is waited for.
        await eventually(
          () => {
            expect(source.requests - before).toBe(fetchedBy[0]! + fetchedBy[1]!);
            return true;
          },
          { timeoutMs: 10_000, what: 'each fetch of the source counted by the process that made it' },
        );
        // Once per interval: at most one fetch per second elapsed (plus the one due at the start); a round under
        // way at the pause had taken a source already due.
        expect(source.requests - before).toBeLessThanOrEqual(Math.floor(seconds) + 1);
      } finally {
        await source.close();
      }
    }, 60_000);
  },
);
