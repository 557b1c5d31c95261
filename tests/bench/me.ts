import { load, printTable } from './load.ts';
import { startStackProcess } from './stack-process.ts';

/**
 * Foundation benchmark: Query.me through the gateway against the same GET /api/users/{id} straight to the
 * REST service, at concurrency 1 and 50. Target: the gateway keeps at least 60% of direct throughput at 50.
 */
export async function benchMe(seconds: number, layout: 'one-process' | 'separate-processes') {
  const stack = await startStackProcess({}, layout === 'separate-processes');
  try {
    const login = await fetch(`${stack.apiUrl}/api/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('admin:bench-Pass-123').toString('base64')}` },
    });
    const { auth_token: token, user_id: userId } = (await login.json()) as { auth_token: string; user_id: number };
    const auth = { authorization: `Bearer ${token}` };
    const direct = { url: `${stack.apiUrl}/api/users/${userId}`, headers: auth };
    const viaGateway = {
      url: `${stack.gatewayUrl}/graphql`,
      method: 'POST' as const,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          '{ me { id username firstName lastName permissions forcedTags cmsMetadata { landingPage introductions } } }',
      }),
    };
    // Warm both paths (JIT, pools) before measuring.
    await load('warm-up', direct, 10, 2);
    await load('warm-up', viaGateway, 10, 2);
    const rows = [];
    for (const connections of [1, 50]) {
      rows.push(await load('REST GET /api/users/{id}', direct, connections, seconds));
      rows.push(await load('GraphQL Query.me', viaGateway, connections, seconds));
    }
    console.log(`\n== Query.me through the gateway vs GET /api/users/{id} direct (${layout}) ==`);
    printTable(rows);
    for (const connections of [1, 50]) {
      const [rest, gateway] = rows.filter((r) => r.connections === connections);
      const ratio = gateway!.requestsPerSecond / rest!.requestsPerSecond;
      console.log(`ratio gateway/direct at concurrency ${connections}: ${(ratio * 100).toFixed(0)}%`);
    }
    const at50 = rows.filter((r) => r.connections === 50);
    const ratio50 = at50[1]!.requestsPerSecond / at50[0]!.requestsPerSecond;
    console.log(`target (>= 60% at concurrency 50): ${ratio50 >= 0.6 ? 'met' : 'NOT met'}`);
  } finally {
    await stack.stop();
  }
}
