import type { BodyOf, OperationAt, PathOf } from '@signage/contract/api';
import type { Context } from '../context.ts';
import { type RestAnswer, untypedCall } from '../rest/client.ts';
import { restId } from '../rest/errors.ts';

/**
 * What a record mutation (record-mutations.ts) runs when its save or delete is one REST call and what follows it:
 * the call's path, body and answer checked against the contract in each helper's signature.
 */

/** A REST delete of one record by its id (`/tag_groups/{id}`). */
type DeleteByIdPath = { [P in PathOf<'DELETE'>]: P extends `${string}/{id}` ? P : never }[PathOf<'DELETE'>];

/**
 * A deleteByIdMutation's `remove` that is only the REST delete: the record's id checked, and the deleted id read
 * from the answer's `key`.
 */
export function restDelete<P extends DeleteByIdPath, K extends keyof RestAnswer<'DELETE', P> & string>(
  path: P,
  key: K,
) {
  return async (id: string, ctx: Context) =>
    (await untypedCall<Record<K, number>>(ctx.rest, 'delete', path, { params: { id: Number(restId(id)) } }))[key];
}

/** A REST create (`/users/`): a POST to a path without parameters. */
type CreatePath = { [P in PathOf<'POST'>]: P extends `${string}{${string}` ? never : P }[PathOf<'POST'>];

/** A REST update of one record by its id (`/users/{id}`). */
type UpdateByIdPath = { [P in PathOf<'PUT'>]: P extends `${string}/{id}` ? P : never }[PathOf<'PUT'>];

/** What follows a save's REST call, making the mutation's answer of the api's: by default, the answer as it is. */
type Then<A, I, T> = (answer: A, ctx: Context, input: I) => Promise<T>;

const answerAsIs = async <A>(answer: A) => answer;

/**
 * The `then` of a write that reaches devices (`affected_device_ids` in its answer): `send` them what changed
 * (sendFetchSchedules, sendDesiredStates...), then answer the record under `key`.
 */
export const toldDevices =
  <K extends string>(send: (ctx: Context, deviceIds: readonly number[]) => Promise<unknown>, key: K) =>
  async <A extends { affected_device_ids: readonly number[] } & Record<K, unknown>>(answer: A, ctx: Context) => {
    await send(ctx, answer.affected_device_ids);
    return answer[key];
  };

/**
 * A createMutation's `create` that is the REST post of `body(input)` to `path`, answering the api's answer, or
 * what `then` makes of it (the record under its key, once the devices it reached were told).
 */
export function restCreate<P extends CreatePath, I, T = RestAnswer<'POST', P>>(
  path: P,
  body: (input: I) => BodyOf<OperationAt<'POST', P>>,
  then: Then<RestAnswer<'POST', P>, I, T> = answerAsIs as never,
) {
  return async (input: I, ctx: Context) =>
    then(await untypedCall<RestAnswer<'POST', P>>(ctx.rest, 'post', path, { body: body(input) }), ctx, input);
}

/**
 * An updateMutation's `update` that is the REST put of `body(input)` to the record's `path` (its id checked),
 * answering the api's answer, or what `then` makes of it.
 */
export function restUpdate<P extends UpdateByIdPath, I, T = RestAnswer<'PUT', P>>(
  path: P,
  body: (input: I) => BodyOf<OperationAt<'PUT', P>>,
  then: Then<RestAnswer<'PUT', P>, I, T> = answerAsIs as never,
) {
  return async (id: string, input: I, ctx: Context) => {
    const options = { params: { id: restId(id) }, body: body(input) };
    return then(await untypedCall<RestAnswer<'PUT', P>>(ctx.rest, 'put', path, options), ctx, input);
  };
}
