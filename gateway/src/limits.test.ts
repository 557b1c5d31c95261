import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { envelop, useEngine, useSchema } from '@envelop/core';
import {
  buildSchema,
  type DefinitionNode,
  type DocumentNode,
  execute,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  specifiedRules,
  subscribe,
  validate,
  visit,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { type DocumentLimits, GRAPHQL_LIMITS, limitPlugins } from './limits.ts';
import { schema } from './schema/index.ts';

/** Every operation and fragment the console sends (web/src/**\/*.graphql; web/src/gql is generated from them). */
function consoleDefinitions(dir = join(import.meta.dirname, '../../web/src')): DefinitionNode[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'gql') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return consoleDefinitions(path);
    return entry.name.endsWith('.graphql') ? parse(readFileSync(path, 'utf8')).definitions : [];
  });
}

/** Each console operation as the console sends it: the operation and the fragments it reaches, nothing else. */
function consoleOperations(): { name: string; source: string }[] {
  const definitions = consoleDefinitions();
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const used = new Map<string, FragmentDefinitionNode>();
      const queue: DefinitionNode[] = [operation];
      while (queue.length) {
        visit(queue.pop()!, {
          FragmentSpread(spread) {
            const fragment = fragments.get(spread.name.value);
            if (!fragment || used.has(spread.name.value)) return;
            used.set(spread.name.value, fragment);
            queue.push(fragment);
          },
        });
      }
      return {
        name: operation.name?.value ?? '(anonymous)',
        source: [operation, ...used.values()].map(print).join('\n'),
      };
    });
}

function check(target: typeof schema, source: string, introspection = true, limits?: DocumentLimits) {
  const run = envelop({
    plugins: [
      useEngine({ parse, validate, execute, subscribe, specifiedRules }),
      useSchema(target),
      ...(limitPlugins({ introspection, limits }) as never[]),
    ],
  })();
  let document: DocumentNode;
  try {
    document = run.parse(source);
  } catch (error) {
    return [(error as Error).message];
  }
  return run.validate(run.schema, document).map((e: Error) => e.message);
}

/**
 * Half of every limit: an operation that passes these leaves the same again as room. Depth is the exception: it
 * grows by one level per nesting, not by multiples, so three levels of room are kept (search results grouped by type
 * reach depth 5: search, devices, items, tags, name).
 */
const HALF: DocumentLimits = {
  depth: GRAPHQL_LIMITS.depth - 3,
  aliases: Math.floor(GRAPHQL_LIMITS.aliases / 2),
  cost: GRAPHQL_LIMITS.cost / 2,
  directives: GRAPHQL_LIMITS.directives / 2,
  tokens: GRAPHQL_LIMITS.tokens / 2,
};

describe('GraphQL limits', () => {
  it("pass every operation of the console's with room: each stays within half of every limit, in production too", () => {
    const operations = consoleOperations();
    expect(operations.length).toBeGreaterThan(20);
    for (const { name, source } of operations) {
      expect(check(schema, source, true, HALF), name).toEqual([]);
      expect(check(schema, source, false, HALF), `${name} without introspection`).toEqual([]);
    }
  });

  it('refuse a document deeper than the limit, counting through fragments', () => {
    const recursive = buildSchema('type Query { node: Node } type Node { id: ID child: Node }');
    const depth = (n: number) => `{ ${'node { '}${'child { '.repeat(n - 2)}id${' }'.repeat(n - 1)} }`;
    expect(check(recursive, depth(GRAPHQL_LIMITS.depth))).toEqual([]);
    expect(check(recursive, depth(GRAPHQL_LIMITS.depth + 1))).toEqual([
      `The query is nested too deeply: more than ${GRAPHQL_LIMITS.depth} levels.`,
    ]);
    const viaFragment = `{ node { ...F } } fragment F on Node { ${'child { '.repeat(GRAPHQL_LIMITS.depth)}id${' }'.repeat(GRAPHQL_LIMITS.depth)} }`;
    expect(check(recursive, viaFragment)).toContain(
      `The query is nested too deeply: more than ${GRAPHQL_LIMITS.depth} levels.`,
    );
  });

  it('refuse too expensive a document, written out or split into fragments alike', () => {
    const recursive = buildSchema('type Query { node: Node } type Node { id: ID name: String child: Node }');
    // Wide and deep: every level's fields cost more the deeper they stand.
    const level = (n: number): string => (n === 0 ? 'id name' : `id name child { ${level(n - 1)} } `);
    const written = `{ node { ${level(7)} } }`;
    const fragments = `{ node { ...L7 } } ${Array.from({ length: 7 }, (_, i) => `fragment L${i + 1} on Node { id name child { ${i === 0 ? 'id name' : `...L${i}`} } }`).join(' ')}`;
    const tight = { ...GRAPHQL_LIMITS, cost: 200 };
    const refusal = 'The query is too expensive: its cost is over 200.';
    expect(check(recursive, written, true, tight)).toContain(refusal);
    expect(check(recursive, fragments, true, tight)).toContain(refusal);
    // And a cheap one passes either way: splitting a selection into fragments is not itself a cost.
    expect(check(recursive, `{ node { ${level(1)} } }`, true, tight)).toEqual([]);
    expect(
      check(recursive, '{ node { ...L1 } } fragment L1 on Node { id name child { id name } }', true, tight),
    ).toEqual([]);
  });

  it('refuse too many directives and too large a document', () => {
    const directives = `{ me @skip(if: false) { id ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.directives)} } }`;
    expect(check(schema, directives)).toContain(
      `The query uses too many directives: more than ${GRAPHQL_LIMITS.directives}.`,
    );
    expect(check(schema, `{ ${'me { id } '.repeat(1000)} }`)).toEqual([
      `The query is too large: more than ${GRAPHQL_LIMITS.tokens} tokens.`,
    ]);
  });

  it('hide introspection and field suggestions when introspection is off', () => {
    expect(check(schema, '{ __schema { types { name } } }', false)[0]).toMatch(/introspection/i);
    expect(check(schema, '{ me { usernam } }', false)).toEqual(['Cannot query field "usernam" on type "User".']);
    expect(check(schema, '{ me { usernam } }', true)[0]).toMatch(/Did you mean/);
  });

  it('hide enum value and argument suggestions when introspection is off', () => {
    const misspelt = '{ devices(lastContactMin: MIN_11) { items { id } } }';
    expect(check(schema, misspelt, true)[0]).toMatch(/Did you mean the enum value "MIN_1"/);
    expect(check(schema, misspelt, false)).toEqual(['Value "MIN_11" does not exist in "LastContact" enum.']);
    expect(check(schema, '{ devices(lastContactMn: NOW) { items { id } } }', false)).toEqual([
      'Unknown argument "lastContactMn" on field "Query.devices".',
    ]);
  });
});
