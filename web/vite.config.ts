import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { GENERATED_OPERATIONS, splitExports } from './vite-split-exports.ts';

/** The gateway (GraphQL, graphql-ws, and the REST passthrough) that the dev server proxies to. */
const GATEWAY = 'http://localhost:4000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [splitExports(GENERATED_OPERATIONS), react(), precompress()],
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
    // No preload map: with a lazy module per screen, Vite's map of every screen's chunks sat in the entry and
    // grew with each area (issue 20's first-load budget). Hashed chunks are cached as immutable, so a screen's
    // imports cost a round trip on its first visit only.
    modulePreload: false,
  },
});
