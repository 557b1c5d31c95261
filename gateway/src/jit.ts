import { useGraphQlJit } from '@envelop/graphql-jit';
import { getOperationAST, getVariableValues } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Queries run through graphql-jit: each document (already cached parsed and validated by Yoga) is compiled once
 * into plain functions, which cut the executor's per-field work. Mutations and subscriptions keep graphql-js's
 * executor: they are few, and subscriptions carry the live guard. Errors still pass Yoga's masking. A query whose
 * variables do not coerce goes to graphql-js too: its refusals carry the scalars' own sentences ("A date must be
 * between …") and the enum's "Value … does not exist", where graphql-jit says only "Expected type DateTime".
 */
export function jitPlugin(): Plugin {
  return useGraphQlJit(
    {},
    {
      enableIf: (args) => {
        const operation = getOperationAST(args.document, args.operationName);
        if (operation?.operation !== 'query') return false;
        if (!operation.variableDefinitions?.length) return true;
        const { errors } = getVariableValues(args.schema, operation.variableDefinitions, args.variableValues ?? {});
        return !errors;
      },
      onError: () => {},
    },
  ) as Plugin;
}
