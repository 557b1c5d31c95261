import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/**
 * Runs `npm start`'s launcher in its own process, so the load generator does not share an event loop
 * with what it measures. Answers when the gateway is healthy.
 */
export async function startStackProcess(
  env: Record<string, string> = {},
  separateApi = false,
  prepare?: (dataDir: string) => Promise<void>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-bench-'));
  await prepare?.(dataDir);
  const port = await freePort();
  const apiPort = await freePort();
  // Nothing reads the stack's stdout: a pipe left unread fills up and blocks the stack (Node writes pipes
  // synchronously). BENCH_STACK_LOG=<file> appends it to a file instead (e.g. with BENCH_NODE_ARGS=--trace-gc),
  // one descriptor shared by the stack's processes and closed with it.
  let stdout: number | 'ignore' = process.env.BENCH_STACK_LOG ? openSync(process.env.BENCH_STACK_LOG, 'a') : 'ignore';
  const launch = (extra: Record<string, string>) =>
    // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the stack under load.
    spawn(
      process.execPath,
      [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'scripts/start.ts'],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          API_PORT: String(apiPort),
          // The embedded SMTP server picks its own free port (nothing here sends it mail): the default (2525) may be
          // another stack's, and a port found free beforehand can be taken by one of the stack's own outgoing
          // connections before the server binds it (a CI run's fuzz step failed on EADDRINUSE so).
          SMTP_PORT: '0',
          ADMIN_PASSWORD: 'bench-Pass-123',
          NODE_ENV: 'production',
          ...env,
          ...extra,
        },
        stdio: ['ignore', stdout, 'inherit'],
      },
    );
  const ports = { MQTT_PORT: String(await freePort()), MQTT_WS_PORT: String(await freePort()) };
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of [...children].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
    }
    if (typeof stdout === 'number') closeSync(stdout);
    stdout = 'ignore';
    rmSync(dataDir, { recursive: true, force: true });
  };
  const gatewayUrl = `http://127.0.0.1:${port}`;
  try {
    if (separateApi) {
      children.push(launch({ SERVICES: 'api' }));
      await waitFor(`http://127.0.0.1:${apiPort}/api/health`, children);
      children.push(launch({ SERVICES: 'gateway,broker', API_URL: `http://127.0.0.1:${apiPort}`, ...ports }));
    } else {
      children.push(launch(ports));
    }
    await waitFor(`${gatewayUrl}/healthz`, children);
  } catch (error) {
    // A stack that never became healthy must not outlive the benchmark (it holds the terminal's stderr).
    await stop();
    throw error;
  }
  return {
    gatewayUrl,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    pids: children.map((c) => c.pid!),
    stop,
  };
}

async function waitFor(url: string, children: ChildProcess[]) {
  // PGlite's first open on a machine shared with other work can take minutes.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    const dead = children.find((c) => c.exitCode !== null);
    if (dead) throw new Error(`stack process exited with ${dead.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become healthy`);
}
