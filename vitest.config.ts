import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node resolves `graphql` to its CommonJS build (as Pothos and Yoga load it); Vite would pick index.mjs for
// our own files and two graphql copies would meet. Pin our imports to the one Node uses.
const nodeGraphql = { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') };

// .ci/run collects JSON reports here to print one closing "N passed, N failed" line.
const reportDir = process.env.VITEST_JSON_DIR;

export default defineConfig({
  test: {
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/vitest-${process.env.PASS ?? 'run'}-${Date.now()}.json` } : undefined,
    projects: [
      {
        resolve: { alias: [nodeGraphql] },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'domain/src/**/*.test.ts',
            'api/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'players/src/**/*.test.ts',
            // The console's build plugins (web/*.ts; web/src is the web project's).
            'web/*.test.ts',
          ],
        },
      },
      'web/vitest.config.ts',
      {
        resolve: { alias: [nodeGraphql] },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/testkit/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own stack (PGlite or a fresh PostgreSQL database); two at a time fits 2 cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
