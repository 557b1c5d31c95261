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
    // A guard against hangs, not a timing target: jsdom renders of whole pages take seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
