import { bearer, errorResponses } from './common.ts';
import type { Operation } from './schema.ts';

/** An operation as its area declares it: the key it stands under is its operationId, the area gives its tags. */
export type OperationSpec = Omit<Operation, 'operationId' | 'tags'>;

type Declared<D, T extends readonly string[]> = {
  [K in keyof D]: D[K] & { operationId: K & string; tags: T };
};

/**
 * The operations of one area, each named by its key (`listMedia: { method, path, summary, ... }` is operation
 * `listMedia`) and filed under the area's tags, so neither is written again in every operation.
 */
export function areaOperations<const T extends readonly string[], const D extends Record<string, OperationSpec>>(
  tags: T,
  specs: D,
): Declared<D, T> {
  return declare(tags, specs, (spec) => spec) as Declared<D, T>;
}

function declare<S extends OperationSpec | BearerSpec>(
  tags: readonly string[],
  specs: Record<string, S>,
  complete: (spec: S) => OperationSpec,
): Record<string, Operation> {
  const entries = Object.entries(specs).map(([operationId, spec]) => {
    const { method, path, summary, ...rest } = complete(spec);
    return [operationId, { method, path, operationId, summary, tags, ...rest }];
  });
  return Object.fromEntries(entries);
}

/** An operation called with a bearer token: `security` may say more (e.g. also public), never less. */
type BearerSpec = Omit<OperationSpec, 'security'> & { security?: Operation['security'] };

type WithBearer<D extends Record<string, BearerSpec>> = {
  [K in keyof D]: Omit<D[K], 'security' | 'response'> & {
    security: D[K] extends { security: infer S } ? S : typeof bearer;
    response: D[K]['response'] & typeof errorResponses;
  };
};

/**
 * The operations of an area that a signed-in user calls: as `areaOperations`, and each takes the bearer token
 * (unless its `security` says otherwise) and answers the common errors (`errorResponses`) beside its own.
 */
export function bearerOperations<const T extends readonly string[], const D extends Record<string, BearerSpec>>(
  tags: T,
  specs: D,
): Declared<WithBearer<D>, T> {
  return declare(tags, specs, (spec) => ({
    ...spec,
    security: spec.security ?? bearer,
    response: { ...spec.response, ...errorResponses },
  })) as Declared<WithBearer<D>, T>;
}
