import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What scripts/start.ts sends its parent once every part listens. */
interface Ready {
  gatewayUrl?: string;
  apiUrl?: string;
}

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
  // Nothing reads the stack's stdout: a pipe left unread fills up and blocks the stack (Node writes pipes
  // synchronously). BENCH_STACK_LOG=<file> appends it to a file instead (e.g. with BENCH_NODE_ARGS=--trace-gc),
  // one descriptor shared by the stack's processes and closed with it.
  let stdout: number | 'ignore' = process.env.BENCH_STACK_LOG ? openSync(process.env.BENCH_STACK_LOG, 'a') : 'ignore';
  const children: ChildProcess[] = [];
  const launch = (extra: Record<string, string>) => {
    // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the stack under load.
    const child = spawn(
      process.execPath,
      [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'scripts/start.ts'],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          // Every server binds a port of the system's choosing and the launcher says which (see ready): a port found
          // free here beforehand can be taken, by one of the stack's own outgoing connections even, before the
          // stack binds it (a CI run's fuzz step failed on EADDRINUSE so).
          PORT: '0',
          API_PORT: '0',
          MQTT_PORT: '0',
          MQTT_WS_PORT: '0',
          SMTP_PORT: '0',
          ADMIN_PASSWORD: 'bench-Pass-123',
          NODE_ENV: 'production',
          ...env,
          ...extra,
        },
        stdio: ['ignore', stdout, 'inherit', 'ipc'],
      },
    );
    children.push(child);
    return ready(child);
  };
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
  let urls: Ready;
  try {
    if (separateApi) {
      const api = await launch({ SERVICES: 'api' });
      const gateway = await launch({ SERVICES: 'gateway,broker', API_URL: api.apiUrl! });
      urls = { ...gateway, apiUrl: api.apiUrl };
    } else {
      urls = await launch({});
    }
  } catch (error) {
    // A stack that never became ready must not outlive the benchmark (it holds the terminal's stderr).
    await stop();
    throw error;
  }
  return {
    gatewayUrl: urls.gatewayUrl!,
    apiUrl: urls.apiUrl!,
    pids: children.map((c) => c.pid!),
    stop,
  };
}

/** The launcher's URLs once it is up (its servers listen, migrations applied), or why it never came up. */
function ready(child: ChildProcess): Promise<Ready> {
  // PGlite's first open on a machine shared with other work can take minutes.
  const deadline = 300_000;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the stack was not up after ${deadline / 1000} s`)), deadline);
    child.once('message', (message: { ready?: Ready }) => {
      clearTimeout(timer);
      // The channel's work is done: let go of it, so it holds neither process's event loop.
      child.disconnect();
      if (message.ready) resolve(message.ready);
      else reject(new Error(`unexpected message from the stack: ${JSON.stringify(message)}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack process exited with ${code}`));
    });
  });
}
