import type { AnswerOf } from '@signage/contract/api';
import type { Operation } from '@signage/contract/schema';
import type { TSchema } from 'typebox';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { type ApiApp, kitRoute } from '../kit/route.ts';
import { activatedPlayerOf } from './player-auth.ts';

/** A player's GET of one object it plays, by its `{id}` (IdParams). */
type PlayerFetchOperation = Operation & { method: 'GET'; params: TSchema };

export interface PlayerFetch<O extends PlayerFetchOperation> {
  db: Db;
  /** The object's name in the 404 ("Layout 7 is not scheduled for this player."). */
  noun: string;
  /** Whether the schedules of the player's device reach the object (player-reach.ts). */
  reaches(db: Db, deviceId: number, id: number): Promise<boolean>;
  /** The object as the player gets it; undefined when it is gone. */
  read(id: number): Promise<AnswerOf<O> | undefined>;
}

/**
 * Serves a player's GET of one object its schedules reach (a layout, an audio playlist), for an activated player
 * only. Any other answers the same 404 as one that does not exist: a player learns nothing of other devices'
 * objects. The answer is never cached: an operator's next save changes it.
 */
export function playerFetchRoute<O extends PlayerFetchOperation>(app: ApiApp, op: O, spec: PlayerFetch<O>) {
  const notScheduled = (id: number) => notFound(`${spec.noun} ${id} is not scheduled for this player.`);
  kitRoute(app, op, async (request, reply) => {
    const player = activatedPlayerOf(request);
    // Validated against op.params (IdParams) by Fastify before the handler runs.
    const { id } = request.params as { id: number };
    if (!(await spec.reaches(spec.db, player.device_id, id))) throw notScheduled(id);
    const answer = await spec.read(id);
    if (!answer) throw notScheduled(id);
    reply.header('cache-control', 'no-store');
    return answer;
  });
}
