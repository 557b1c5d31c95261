import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { envelop, useEngine, useSchema } from '@envelop/core';
import { buildSchema, type DocumentNode, execute, parse, specifiedRules, subscribe, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, limitPlugins } from './limits.ts';
import { schema } from './schema/index.ts';

/** Every operation and fragment the console sends (web/src/**\/*.graphql). */
function consoleDocuments(dir = join(import.meta.dirname, '../../web/src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'gql') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return consoleDocuments(path);
    return entry.name.endsWith('.graphql') ? [readFileSync(path, 'utf8')] : [];
  });
}

function check(target: typeof schema, source: string, introspection = true) {
  const run = envelop({
    plugins: [
      useEngine({ parse, validate, execute, subscribe, specifiedRules }),
      useSchema(target),
      ...(limitPlugins({ introspection }) as never[]),
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

describe('GraphQL limits', () => {
  it("pass every operation of the console's, with all its fragments in reach", () => {
    const sources = consoleDocuments();
    const fragments = sources.filter((s) => s.trimStart().startsWith('fragment')).join('\n');
    const operations = sources.filter((s) => !s.trimStart().startsWith('fragment'));
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) {
      const problems = check(schema, `${operation}\n${fragments}`).filter((m: string) => !/is never used/.test(m));
      expect(problems, operation.slice(0, 80)).toEqual([]);
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
});
