import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { splitExports } from './vite-split-exports.ts';

/** The gateway (GraphQL, graphql-ws, and the REST passthrough) that the dev server proxies to. */
const GATEWAY = 'http://localhost:4000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    splitExports([
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
    ]),
    react(),
    precompress(),
  ],
  server: {
    proxy: {
      '/graphql': { target: GATEWAY, ws: true, changeOrigin: false },
      '/api': { target: GATEWAY, changeOrigin: false },
    },
  },
  // No hand-made vendor chunks: grouping all of Chakra or Apollo into one chunk made every page load the
  // parts only some routes use; Rolldown's own split loads each part with the first route that needs it.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json (never served: sirv skips dot folders) tells the bundle budget test which chunks
    // are the sign-in page's and the shell's.
    manifest: true,
  },
});
