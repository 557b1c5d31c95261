import Fastify from 'fastify';
import { Agent, request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDraining } from './close-draining.ts';

/** A service with one slow route, and a keep-alive client (as the players and the gateway hold). */
async function slowService() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const app = Fastify();
  app.get('/slow', async () => {
    await released;
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, url, release };
}

const agents: Agent[] = [];
afterEach(async () => {
  await Promise.all(agents.splice(0).map((agent) => agent.destroy()));
});

describe('closing the api', () => {
  it('answers the request in flight, then closes although its client keeps the connection alive', async () => {
    const { app, url, release } = await slowService();
    const agent = new Agent({ keepAliveTimeout: 600_000, keepAliveMaxTimeout: 600_000 });
    agents.push(agent);
    const answer = request(`${url}/slow`, { dispatcher: agent }).then(async (res) => res.body.json());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = closeDraining(app, 60_000);
    release();
    expect(await answer).toEqual({ ok: true });
    await closed;
    expect(app.server.listening).toBe(false);
  });

  it('cuts a request that is still running after the grace period', async () => {
    const { app, url } = await slowService();
    const agent = new Agent();
    agents.push(agent);
    const answer = request(`${url}/slow`, { dispatcher: agent }).then(
      () => 'answered',
      (error: Error & { code?: string }) => error.code,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Without the cut, close waits for the handler (never) and this test times out.
    await closeDraining(app, 200);
    expect(await answer).toBe('UND_ERR_SOCKET');
  });
});
