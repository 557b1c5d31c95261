import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './testkit/stack.ts';

/**
 * A process started with SERVICES=gateway runs `npm start`'s launcher (scripts/start.ts) and loads only the
 * gateway's code: none of the REST service (api/), its database drivers or sharp. Which modules a process loaded
 * is read from a module-loader hook (module-log/) that records every URL the ES module loader loads.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REGISTER = fileURLToPath(new URL('./module-log/register.mjs', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'signage-gateway-only-'));

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** Runs `node --import tsx --import register.mjs <args>` in the repository; answers the module log's file. */
function launch(name: string, args: string[], env: Record<string, string> = {}) {
  const log = join(workDir, `${name}.log`);
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', REGISTER, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, MODULE_LOG: log },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** Resolves with the first match of `pattern` in the output; rejects if the process ends first. */
  const printed = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (match) {
          child.stdout.off('data', check);
          resolve(match);
        }
      };
      child.stdout.on('data', check);
      check();
      void exited.then((code) => reject(new Error(`exited with ${code} before printing ${pattern}:\n${output}`)));
    });
  const loaded = () => readFileSync(log, 'utf8').split('\n').filter(Boolean);
  return { child, exited, printed, loaded };
}

const fromApi = (url: string) => url.startsWith(new URL('api/', `file://${ROOT}`).href);
const fromSharp = (url: string) => url.includes('/node_modules/sharp/');
const fromGateway = (url: string) => url.startsWith(new URL('gateway/src/', `file://${ROOT}`).href);

describe('a gateway-only process', () => {
  it('serves GraphQL against the api without loading the api or sharp', async () => {
    const gateway = launch('gateway', ['scripts/start.ts'], {
      SERVICES: 'gateway',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: workDir,
      API_URL: stack.apiUrl,
      MQTT_URL: stack.stack.mqttUrl!,
      BROKER_SECRET: stack.stack.brokerSecret,
      NODE_ENV: 'production',
    });
    try {
      const [, url] = await gateway.printed(/GraphQL\s+(http:\/\/\S+)\/graphql/);
      // It works: its health check reaches the api and the broker.
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const loaded = gateway.loaded();
      expect(loaded.some(fromGateway)).toBe(true);
      expect(loaded.filter(fromApi)).toEqual([]);
      expect(loaded.filter(fromSharp)).toEqual([]);
    } finally {
      gateway.child.kill('SIGINT');
      expect(await gateway.exited).toBe(0);
    }
  });

  it('is told apart from a process that loads the api: its entry point brings in api/ and sharp', async () => {
    // The check above can fail: the module log of a process importing the api's entry point lists both.
    const api = launch('api-entry', ['--input-type=module', '-e', "await import('./scripts/services/api.ts')"]);
    expect(await api.exited).toBe(0);
    const loaded = api.loaded();
    expect(loaded.some(fromApi)).toBe(true);
    expect(loaded.some(fromSharp)).toBe(true);
    expect(loaded.some(fromGateway)).toBe(false);
  });
});
