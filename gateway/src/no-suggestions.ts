import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * GraphQL's "Did you mean" hints name schema fields, arguments, types and enum values a caller did not ask
 * about: with introspection off (production) they would hand the schema out one guess at a time. graphql-js
 * writes them as `Did you mean "x"?`, `Did you mean "x", "y", or "z"?`, `Did you mean the enum value "X"?`,
 * in validation errors and in the coercion errors of variables, which come out of execute; both are cut here.
 * (GraphQL Armor's block-field-suggestions caught only the first form, and only at validation.)
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function withoutSuggestion<E>(error: E): E {
  if (error instanceof GraphQLError && error.message.includes('Did you mean')) {
    error.message = error.message.replace(SUGGESTION, '').trim();
  }
  return error;
}

export const noSuggestionsPlugin: Plugin = {
  onValidate:
    () =>
    ({ valid, result, setResult }) => {
      if (!valid) setResult(result.map(withoutSuggestion));
    },
  onExecute: () => ({
    onExecuteDone: ({ result }) => {
      // Variables that do not coerce end execute before it starts: one result, never a stream.
      if ('errors' in result && result.errors) result.errors.forEach(withoutSuggestion);
    },
  }),
};
