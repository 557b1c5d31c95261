import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenHash } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { routesBehind } from '../kit/signed-in.ts';

declare module 'fastify' {
  interface FastifyRequest {
    player?: { device_id: number; activated: boolean };
  }
}

export const PLAYER_AUTH_SCHEME = 'Player';
const PLAYER_CREDENTIALS_WRONG = 'Player credentials are missing or wrong.';

/** `Authorization: Player <device_key>:<player_secret>`. */
export function playerCredentials(header: string | undefined) {
  const match = header?.match(/^Player\s+([\w-]+):(\S+)$/i);
  return match ? { deviceKey: match[1]!, secret: match[2]! } : undefined;
}

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** onRequest hook for the player-facing calls: a player authenticates with the secret issued at registration. */
export function authenticatePlayer(db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const credentials = playerCredentials(request.headers.authorization);
    const refuse = new HttpError(401, PLAYER_CREDENTIALS_WRONG, { 'www-authenticate': PLAYER_AUTH_SCHEME });
    if (!credentials) throw refuse;
    const row = await db
      .selectFrom('devices')
      .select(['device_id', 'activated', 'player_secret_hash'])
      .where('device_key', '=', credentials.deviceKey)
      .executeTakeFirst();
    if (!row || !sameHash(row.player_secret_hash, tokenHash(credentials.secret))) throw refuse;
    request.player = { device_id: row.device_id, activated: row.activated };
  };
}

/** A routes plugin for players: `authenticatePlayer` (401 otherwise) before every handler. */
export const playerRoutes = routesBehind((ctx: { db: Db }) => authenticatePlayer(ctx.db));

export function playerOf(request: FastifyRequest) {
  if (!request.player) throw new HttpError(401, PLAYER_CREDENTIALS_WRONG, { 'www-authenticate': PLAYER_AUTH_SCHEME });
  return request.player;
}

/** The player of a call only an activated player may make (403 before an operator has entered its key). */
export function activatedPlayerOf(request: FastifyRequest) {
  const player = playerOf(request);
  if (!player.activated) throw new HttpError(403, 'This player has not been activated yet.');
  return player;
}
