import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);
const bin = (name: string) => fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));
const MESH_CONFIG = fileURLToPath(new URL('../integration/openapi/mesh.config.ts', import.meta.url));
const GATEWAY_CONFIG = fileURLToPath(new URL('./hive/gateway.config.ts', import.meta.url));

/** Signs in straight at the api: the bearer token and user id every side of the bench uses. */
export async function signInDirect(apiUrl: string, password = 'bench-Pass-123') {
  const login = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}` },
  });
  const { auth_token: token, user_id: userId } = (await login.json()) as { auth_token: string; user_id: number };
  return { token, userId };
}

/**
 * Hive Gateway in its own process over a supergraph that mesh-compose makes from the api's OpenAPI document as
 * served (unedited), the way openapi.test.ts composes it. Answers when the gateway serves GraphQL.
 */
export async function startHiveGateway(apiUrl: string) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-hive-'));
  const source = join(dir, 'openapi.json');
  writeFileSync(source, await (await fetch(`${apiUrl}/api/openapi.json`)).text());
  const supergraph = join(dir, 'supergraph.graphql');
  await run(bin('mesh-compose'), ['--config-path', MESH_CONFIG, '--output', supergraph], {
    env: { ...process.env, OPENAPI_SOURCE: source, API_ORIGIN: apiUrl },
    timeout: 120_000,
  });
  const port = await freePort();
  const child: ChildProcess = spawn(
    bin('hive-gateway'),
    ['supergraph', supergraph, '--config-path', GATEWAY_CONFIG, '--host', '127.0.0.1', '--port', String(port)],
    { env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'], cwd: dir },
  );
  const url = `http://127.0.0.1:${port}/graphql`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('Hive Gateway did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, pid: child.pid!, stop };
}
