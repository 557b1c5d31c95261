import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/**
 * Runs `npm start`'s launcher in its own process, so the load generator does not share an event loop
 * with what it measures. Answers when the gateway is healthy.
 */
export async function startStackProcess(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-bench-'));
  const port = await freePort();
  const apiPort = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      API_PORT: String(apiPort),
      MQTT_PORT: String(await freePort()),
      MQTT_WS_PORT: String(await freePort()),
      ADMIN_PASSWORD: 'bench-Pass-123',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${gatewayUrl}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`stack exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    gatewayUrl,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    pid: child.pid!,
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
