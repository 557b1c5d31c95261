import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);

// Debian's Chromium, never a downloaded browser (STACK.md); flags keep it quiet on a closed network.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // .ci/run collects JSON reports to print one closing "N passed, N failed" line.
  reporter: process.env.VITEST_JSON_DIR
    ? [
        ['list'],
        ['json', { outputFile: `${process.env.VITEST_JSON_DIR}/playwright-${process.env.PASS ?? 'run'}.json` }],
      ]
    : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `node --import tsx tests/e2e/serve.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/healthz`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
