import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** A module whose exports each become a module of their own. */
export interface Split {
  /** The module's file. */
  file: RegExp;
  /** One export per match: group 1 its name, the whole match its code. */
  exportPattern: RegExp;
  /** The split-off module's code from the export's (plain JavaScript: it is not compiled again). */
  module: (exported: string, file: string) => string;
}

const PREFIX = 'virtual:split-export/';

/**
 * A bundle splits by module, never inside one: every typed document of web/src/gql/graphql.ts and every hook of
 * web/src/gql/hooks.ts went to the first page together, though each screen uses only its own (issue 20). In the
 * build, each such export is moved to a module of its own, which the original module re-exports: every chunk then
 * carries just the documents and hooks its screens use. (Not react-icons/lu: its icons, a few hundred bytes each,
 * became dozens of tiny chunks, each too small to be sent compressed, and the first page grew.)
 */
export function splitExports(splits: Split[]): Plugin {
  const code = new Map<string, string>();
  return {
    name: 'signage-split-exports',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id.startsWith(`\0${PREFIX}`)) return code.get(id.slice(1 + PREFIX.length));
      const split = splits.find((s) => s.file.test(id));
      if (!split) return undefined;
      const source = await readFile(id, 'utf8');
      let count = 0;
      const rest = source.replace(split.exportPattern, (whole, name: string) => {
        const key = `${code.size}/${name}`;
        code.set(key, split.module(whole, id));
        count += 1;
        return `export { ${name} } from '${PREFIX}${key}';\n`;
      });
      // Generated code changed shape: fail the build rather than quietly stop splitting.
      if (count === 0) this.error(`split-exports: no export matched in ${id}`);
      return rest;
    },
  };
}

/** The generated GraphQL code of web/src/gql: the documents, and the hooks (which each use one document). */
export const GENERATED_OPERATIONS: Split[] = [
  // Codegen writes each typed document on one line, a JSON literal cast to its type.
  {
    file: /\/web\/src\/gql\/graphql\.ts$/,
    exportPattern: /^export const (\w+) = \{.*\} as unknown as DocumentNode<.*>;$/gm,
    module: (exported) => exported.replace(/ as unknown as DocumentNode<.*>;$/, ';'),
  },
  // Our hooks plugin writes each hook as `useX(options…) { return useQuery(Types.XDocument, options); }`.
  {
    file: /\/web\/src\/gql\/hooks\.ts$/,
    exportPattern:
      /^export function (\w+)\(options\??: .*\) \{\n {2}return (?:useQuery|useSubscription)\(Types\.\w+, options\);\n\}$/gm,
    module: (exported, file) => {
      const [, name, hook, document] =
        /^export function (\w+)\(.*\n {2}return (\w+)\(Types\.(\w+),/.exec(exported) ?? [];
      const types = JSON.stringify(new URL('./graphql.ts', `file://${file}`).pathname);
      return [
        `import { ${hook} } from '@apollo/client/react';`,
        `import { ${document} } from ${types};`,
        `export function ${name}(options) { return ${hook}(${document}, options); }`,
      ].join('\n');
    },
  },
];
