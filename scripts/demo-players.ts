import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { issueToken, revokeToken } from '../api/src/auth/tokens.ts';
import type { Db } from '../api/src/db/database.ts';
import type { PlayerCredentials } from '../players/src/api-client.ts';
import { SimulatedPlayer } from '../players/src/player.ts';
import { createDemoLayouts } from './demo-layouts.ts';

/** Where `npm start` keeps its demo players' credentials, so they come back as the same devices. */
const CREDENTIALS_FILE = 'demo-players.json';

/** Three players: two activated with tags, so the device screens have something to show; one waiting. */
const DEMO_PLAYERS = [
  {
    name: 'Lobby screen',
    modelName: '55UH5F-H',
    firmwareVersion: '04.03.20',
    tags: ['lobby', 'ground-floor'],
    activate: true,
  },
  { name: 'Cafe menu board', modelName: 'SIM-PLAYER', firmwareVersion: '01.00.00', tags: ['cafe'], activate: true },
  { name: 'Meeting room 2', modelName: 'SIM-PLAYER', firmwareVersion: '01.00.00', tags: [], activate: false },
] as const;

export interface DemoPlayersOptions {
  apiUrl: string;
  mqttUrl: string;
  dataDir: string;
  db: Db;
  /** A new database: register and activate the players; otherwise resume those kept in the data folder. */
  newDatabase: boolean;
  /** The first administrator, who activates the demo players on a new database. */
  adminUserId?: number;
  log?: (line: string) => void;
}

/**
 * `npm start`'s demo devices (ARCHITECTURE "Running it"). On a new database they register, two are activated
 * as an operator would, and the third prints its key for the activation screen. Later runs resume them.
 */
export async function startDemoPlayers(options: DemoPlayersOptions) {
  const file = join(options.dataDir, CREDENTIALS_FILE);
  const kept: PlayerCredentials[] =
    !options.newDatabase && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PlayerCredentials[]) : [];
  if (!options.newDatabase && kept.length === 0) return { players: [], waiting: [], stop: async () => undefined };

  const players = DEMO_PLAYERS.map(
    (demo, i) =>
      new SimulatedPlayer({
        apiUrl: options.apiUrl,
        mqttUrl: options.mqttUrl,
        name: demo.name,
        modelName: demo.modelName,
        firmwareVersion: demo.firmwareVersion,
        credentials: kept[i],
        checkinIntervalMs: 5000,
        activeCheckinIntervalMs: 60_000,
        log: options.log,
      }),
  );
  const keys = await Promise.all(players.map((player) => player.start()));
  writeFileSync(file, JSON.stringify(players.map((p) => p.credentials)));

  if (options.newDatabase && options.adminUserId !== undefined) {
    await activateAsOperator(options, keys, options.adminUserId);
  }
  const waiting = DEMO_PLAYERS.flatMap((demo, i) => (demo.activate ? [] : [`${demo.name}: ${keys[i]}`]));
  return {
    players,
    /** Players still waiting for an operator to activate them, with their keys. */
    waiting: options.newDatabase ? waiting : [],
    stop: async () => {
      await Promise.all(players.map((player) => player.stop()));
    },
  };
}

/**
 * Activates, tags and licenses the demo players through the REST calls an operator's console makes, with a
 * token of the administrator's that lives only for this and is revoked straight after.
 */
async function activateAsOperator(options: DemoPlayersOptions, keys: string[], adminUserId: number) {
  const token = await issueToken(options.db, adminUserId, 60_000);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${options.apiUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown> & { device_id?: number; msg?: string };
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.msg ?? ''}`);
    return answer;
  };
  try {
    // Scheduled before the players are activated, so their first fetch of schedules already finds them.
    await createDemoLayouts(call);
    for (const [i, demo] of DEMO_PLAYERS.entries()) {
      if (!demo.activate) continue;
      const { device_id } = await call('POST', '/devices/activate', { device_key: keys[i] });
      await call('PUT', `/devices/${device_id!}`, { tags: [...demo.tags], licensed: true });
    }
  } finally {
    await revokeToken(options.db, token);
  }
}
