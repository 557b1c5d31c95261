import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { noSuggestionsPlugin } from './no-suggestions.ts';

/**
 * Limits every GraphQL document meets, on HTTP and on graphql-ws alike. They are envelop plugins (parse and
 * validate hooks), so they also run where ws.ts drives the operation through `yoga.getEnveloped()`.
 * GraphQL Armor's defaults are the reference (depth 6, aliases 15, cost 5000). The console's operations reach
 * depth 5 (the header search), no aliases; limits.test.ts checks that every one of them passes half of each limit
 * and stays three levels under the depth limit. Depth is 8 rather than 6 so the areas still to come (a layout's regions, their items, their media and
 * tags) fit without raising it.
 */
export const GRAPHQL_LIMITS = {
  depth: 8,
  aliases: 15,
  cost: 5000,
  directives: 20,
  tokens: 3000,
  /** Largest graphql-ws message (bytes). */
  wsMaxPayload: 1024 * 1024,
  /** Time a socket has to send connection_init. */
  wsConnectionInitMs: 5_000,
  /** Live operations one socket may hold at once. */
  wsSubscriptionsPerSocket: 50,
} as const;

export type DocumentLimits = Record<'depth' | 'aliases' | 'cost' | 'directives' | 'tokens', number>;

export interface LimitOptions {
  /** Introspection and "Did you mean" suggestions; off in production unless GRAPHQL_INTROSPECTION=true. */
  introspection: boolean;
  /** The limits to apply; GRAPHQL_LIMITS unless a test asks for tighter ones. */
  limits?: DocumentLimits;
}

/** Every refusal carries a code a client can act on; the message says which limit was met. */
function refuse(message: string) {
  return [
    (ctx: ValidationContext | null, error: GraphQLError) => {
      const refusal = new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX' } });
      if (ctx) ctx.reportError(refusal);
      else throw refusal;
      void error;
    },
  ];
}

const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

export function limitPlugins({ introspection, limits = GRAPHQL_LIMITS }: LimitOptions): Plugin[] {
  const L = limits;
  const plugins: Plugin[] = [
    maxTokensPlugin({
      n: L.tokens,
      propagateOnRejection: false,
      onReject: refuse(`The query is too large: more than ${L.tokens} tokens.`),
    }) as Plugin,
    maxDepthPlugin({
      n: L.depth,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: refuse(`The query is nested too deeply: more than ${L.depth} levels.`),
    }) as Plugin,
    maxAliasesPlugin({
      n: L.aliases,
      propagateOnRejection: false,
      onReject: refuse(`The query uses too many aliases: more than ${L.aliases}.`),
    }) as Plugin,
    costLimitPlugin({
      maxCost: L.cost,
      // A fragment costs what its fields cost where it is spread, as if written out there: the console keeps
      // each component's fields in its own fragment, and that split is no more work for the service.
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: refuse(`The query is too expensive: its cost is over ${L.cost}.`),
    }) as Plugin,
    maxDirectivesPlugin({
      n: L.directives,
      propagateOnRejection: false,
      onReject: refuse(`The query uses too many directives: more than ${L.directives}.`),
    }) as Plugin,
  ];
  if (!introspection) plugins.push(noIntrospection, noSuggestionsPlugin);
  return plugins;
}
