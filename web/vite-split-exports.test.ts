import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENERATED_OPERATIONS, splitExports } from './vite-split-exports.ts';

type Hooks = {
  resolveId(id: string): string | undefined;
  load(this: { error(message: string): never }, id: string): Promise<string | undefined>;
};
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const gqlFile = (name: string) => fileURLToPath(new URL(`./src/gql/${name}`, import.meta.url));

/** The plugin run on a real generated file: the module left, and each split-off module by its import path. */
async function split(file: string) {
  const plugin = splitExports(GENERATED_OPERATIONS) as unknown as Hooks;
  const rest = (await plugin.load.call(context, file)) ?? '';
  const modules = new Map<string, string>();
  for (const [, name, path] of rest.matchAll(/^export \{ (\w+) \} from '([^']+)';$/gm)) {
    const id = plugin.resolveId(path as string) as string;
    modules.set(name as string, (await plugin.load.call(context, id)) ?? '');
  }
  return { rest, modules };
}

describe('splitting the generated GraphQL code into a module per export', () => {
  it('moves every typed document of graphql.ts out, as plain JavaScript, leaving only re-exports and types', async () => {
    const source = readFileSync(gqlFile('graphql.ts'), 'utf8');
    const documents = [...source.matchAll(/^export const (\w+) = /gm)].map((m) => m[1]);
    const { rest, modules } = await split(gqlFile('graphql.ts'));
    expect([...modules.keys()].sort()).toEqual(documents.sort());
    expect(rest).not.toMatch(/^export const /m);
    const me = modules.get('MeQueryDocument') ?? '';
    expect(me).toMatch(/^export const MeQueryDocument = \{"kind":"Document",.*\};$/);
    expect(me).not.toContain('as unknown');
  });

  it('moves every hook of hooks.ts out, each importing only its own document', async () => {
    const source = readFileSync(gqlFile('hooks.ts'), 'utf8');
    const hooks = [...source.matchAll(/^export function (\w+)\(/gm)].map((m) => m[1]);
    const { rest, modules } = await split(gqlFile('hooks.ts'));
    expect([...modules.keys()].sort()).toEqual(hooks.sort());
    expect(rest).not.toMatch(/^export function /m);
    expect(modules.get('useMeQuery')).toBe(
      [
        "import { useQuery } from '@apollo/client/react';",
        `import { MeQueryDocument } from ${JSON.stringify(gqlFile('graphql.ts'))};`,
        'export function useMeQuery(options) { return useQuery(MeQueryDocument, options); }',
      ].join('\n'),
    );
  });

  it('stops the build when the generated code no longer has the shape it splits', async () => {
    const plugin = splitExports([
      { file: /graphql\.ts$/, exportPattern: /^export const NeverGenerated = .*$/gm, module: (code) => code },
    ]) as unknown as Hooks;
    await expect(plugin.load.call(context, gqlFile('graphql.ts'))).rejects.toThrow(/no export matched/);
  });
});
