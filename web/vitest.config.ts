import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The console's unit tests; the root vitest config lists this file under `projects`. */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // One jsdom and one module cache per worker instead of per file: a fresh jsdom and the Chakra/Apollo imports
    // cost each of the 79 files about 2.5 s (424 s in all against 100 s). setup.ts cleans the DOM and storage after
    // every test, restoreMocks restores spies, and the files that fake timers restore real ones.
    isolate: false,
    // A guard against hangs, not a timing target: jsdom renders of whole pages take seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
