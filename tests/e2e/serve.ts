import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_LICENCE_PUBLIC_KEY } from '../../scripts/sign-licence.ts';
import { startStack } from '../../scripts/stack.ts';
import { freshDatabaseUrl } from '../integration/testkit/stack.ts';
import { E2E_MQTT_PORT } from './ports.ts';

/**
 * The stack the browser tests drive: a fresh database (PGlite in a temporary folder, or a new database on
 * DATABASE_URL's server), the embedded broker or MQTT_URL, and the built console, on E2E_PORT.
 */
const database = await freshDatabaseUrl();
const dataDir = mkdtempSync(join(tmpdir(), 'signage-e2e-'));
const stack = await startStack({
  services: new Set(process.env.MQTT_URL ? ['api', 'gateway'] : ['api', 'gateway', 'broker']),
  host: '127.0.0.1',
  port: Number(process.env.E2E_PORT ?? 4310),
  apiHost: '127.0.0.1',
  apiPort: 0,
  databaseUrl: database.url,
  dataDir,
  mqttUrl: process.env.MQTT_URL,
  brokerSecret: process.env.BROKER_SECRET,
  mqttAdminUsername: process.env.MQTT_ADMIN_USERNAME,
  mqttAdminPassword: process.env.MQTT_ADMIN_PASSWORD,
  // A known port, so the browser tests' simulated players can reach the embedded broker.
  mqttPort: E2E_MQTT_PORT,
  mqttWsPort: 0,
  // The reset mail lands in the embedded SMTP server (read on the Outgoing mail screen); any free port will do.
  smtpPort: 0,
  adminPassword: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Pass-1',
  // licence.spec.ts uploads licence files signed by scripts/sign-licence.ts's test key.
  licencePublicKey: TEST_LICENCE_PUBLIC_KEY,
  production: false,
  allowedOrigins: [],
  // As in production: the console's pages may run only its persisted documents, so every browser spec checks that
  // the console sends nothing else.
  trustedDocuments: 'console',
  // rss-ticker.spec.ts's feed server, allowed as an operator would allow an intranet host; 127.0.0.1 (the
  // stack itself) stays refused.
  dataSourceAllowedHosts: ['127.0.0.2'],
  // The dashboard spec registers over a hundred players from this one address, past the anonymous limit's burst.
  playerRegistrationBurst: 1000,
});
console.log(`e2e stack ready at ${stack.gateway?.url}`);

async function stop() {
  await stack.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
