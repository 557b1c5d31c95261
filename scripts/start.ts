import { ConfigError, readConfig } from './config.ts';
import { exitIfDataDirInUse } from './data-dir-in-use.ts';
import { startStack } from './stack.ts';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

const stack = await startStack({ ...config, logging: true, demoContent: true, dataSourcePollEveryMs: 30_000 }).catch(
  exitIfDataDirInUse,
);
const lines: string[] = [];
if (stack.api) {
  lines.push(`REST service   ${stack.api.url}/api  (OpenAPI: ${stack.api.url}/api/openapi.json)`);
  lines.push(
    `Database       ${stack.api.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  );
}
if (stack.broker) lines.push(`MQTT broker    ${stack.broker.url} and ${stack.broker.wsUrl} (embedded Aedes)`);
else if (stack.mqttUrl) lines.push(`MQTT broker    ${stack.mqttUrl} (MQTT_URL)`);
if (stack.gateway) {
  lines.push(`Console        ${stack.gateway.url}/`);
  lines.push(`GraphQL        ${stack.gateway.url}/graphql${config.production ? '' : ' (GraphiQL in the browser)'}`);
}
console.log(`\n${lines.join('\n')}\n`);
if (stack.api?.admin.generatedPassword) {
  console.log(
    `First administrator created. Sign in as:\n  username: admin\n  password: ${stack.api.admin.generatedPassword}\n(printed only this once; set ADMIN_PASSWORD to choose it)\n`,
  );
} else if (stack.api?.admin.created) {
  console.log('First administrator created. Sign in as admin with the password in ADMIN_PASSWORD.\n');
} else if (stack.gateway) {
  console.log('Sign in with an existing account (the first administrator is "admin").\n');
}

if (stack.demoPlayers?.players.length) {
  console.log(`Demo devices   ${stack.demoPlayers.players.map((p) => p.name).join(', ')} (simulated players)`);
  for (const line of stack.demoPlayers.waiting ?? []) {
    console.log(`  waiting for activation at ${stack.gateway?.url ?? ''}/admin/devices/activate: ${line}`);
  }
  console.log('');
}

// A parent that started this launcher with an IPC channel (the benchmarks do) learns where each part listens: it
// can then ask for port 0 everywhere, and no port it found free beforehand can be taken before the stack binds it.
process.send?.({ ready: { gatewayUrl: stack.gateway?.url, apiUrl: stack.api?.url } });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: shutting down...`);
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await stack.close();
  console.log('Stopped cleanly.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
