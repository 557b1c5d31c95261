import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_DISPLAY_TIME_ZONE, DEFAULT_MAX_UPLOAD_BYTES } from '@signage/domain/constants';
import { licencePublicKey } from '@signage/domain/licence-key';

/** Every setting of `npm start`, read once from the environment. README's configuration table mirrors this. */
export interface Config {
  services: Set<'api' | 'gateway' | 'broker'>;
  host: string;
  port: number;
  apiHost: string;
  apiPort: number;
  apiUrl?: string;
  dataDir: string;
  databaseUrl?: string;
  mqttUrl?: string;
  mqttPort: number;
  mqttWsPort: number;
  adminPassword?: string;
  maxUploadBytes: number;
  displayTimeZone: string;
  production: boolean;
  /** GraphQL introspection and field suggestions: on outside production, or when GRAPHQL_INTROSPECTION=true. */
  introspection: boolean;
  allowedOrigins: string[];
  /** GRAPHQL_TRUSTED_DOCUMENTS: `console` (production's default) runs only the console's own documents for its pages. */
  trustedDocuments: 'console' | 'off';
  /** Secret the broker credentials of players and the gateway derive from; generated into DATA_DIR when unset. */
  brokerSecret?: string;
  /** The gateway's own broker login on an external broker (MQTT_URL); derived from the secret when unset. */
  mqttUsername?: string;
  mqttPassword?: string;
  /** Mosquitto's dynamic-security admin: with MQTT_URL, the api grants each activated device its broker rights. */
  mqttAdminUsername?: string;
  mqttAdminPassword?: string;
  /** Proxies whose X-Forwarded-For the api believes (proxy-addr syntax), default loopback. */
  trustedProxies?: string;
  /** The console's public address (https://signage.example.com): links in GraphQL answers start with it. */
  publicUrl?: string;
  /** What a touch-app zip may unpack to. */
  touchAppMaxBytes?: number;
  touchAppMaxEntries?: number;
  /** Layout thumbnail renders: worker threads, and the milliseconds and heap megabytes one render may take. */
  thumbnailWorkers?: number;
  thumbnailTimeoutMs?: number;
  thumbnailMemoryMb?: number;
  /** Players one client address may register at once (then one more every 10 s). */
  playerRegistrationBurst?: number;
  /** Encrypts widget auth tokens at rest; generated into DATA_DIR when unset. */
  tokenEncryptionSecret?: string;
  /** AUDIT_RETENTION_MONTHS: months of audit trail kept, the current one included (default 13). */
  auditRetentionMonths?: number;
  /** EVENTS_RETENTION_MONTHS: months of raw player events kept, the current one included (default 13). */
  eventsRetentionMonths?: number;
  /** LICENCE_PUBLIC_KEY: the Ed25519 key licence files are verified with (default: the product's). */
  licencePublicKey?: string;
  /** Hosts (names, addresses, CIDR ranges) the data-source poller may fetch on private or loopback addresses. */
  dataSourceAllowedHosts: string[];
  /** Where mail goes (smtp:// or smtps://); unset, the embedded SMTP server on SMTP_PORT takes it. */
  smtpUrl?: string;
  /** The embedded SMTP server's port on 127.0.0.1 (only when SMTP_URL is not set). */
  smtpPort?: number;
  /** The From of every mail. */
  mailFrom?: string;
  /** How much mail the embedded server keeps: the newest N, none older than N days. */
  outgoingMailMaxCount?: number;
  outgoingMailMaxDays?: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

export function readConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const port = (name: string, fallback: number) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0 || n > 65535) {
      problems.push(`${name} must be a port number from 0 to 65535, got "${raw}"`);
      return fallback;
    }
    return n;
  };
  const url = (name: string, protocols: string[]) => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${raw}"`);
      }
    } catch {
      problems.push(`${name} is not a URL: "${raw}"`);
    }
    return raw;
  };

  const whole = (name: string) => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < 1) {
      problems.push(`${name} must be a whole number above 0, got "${raw}"`);
      return undefined;
    }
    return n;
  };

  const hostList = (name: string) => {
    const entries = (text(name) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const entry of entries) {
      const [network, prefix] = entry.replace(/^\[|\]$/g, '').split('/');
      const bad =
        prefix !== undefined
          ? !isIP(network ?? '') || !/^\d{1,3}$/.test(prefix) || Number(prefix) > (isIP(network ?? '') === 4 ? 32 : 128)
          : !isIP(network ?? '') && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(entry);
      if (bad) problems.push(`${name} lists "${entry}"; use host names, addresses or CIDR ranges, separated by commas`);
    }
    return entries;
  };

  const services = new Set<'api' | 'gateway' | 'broker'>();
  for (const name of (text('SERVICES') ?? 'api,gateway,broker').split(',').map((s) => s.trim())) {
    if (name === 'all') {
      for (const s of ['api', 'gateway', 'broker'] as const) services.add(s);
    } else if (name === 'api' || name === 'gateway' || name === 'broker') services.add(name);
    else problems.push(`SERVICES lists "${name}"; use api, gateway, broker or all, separated by commas`);
  }

  const adminPassword = env.ADMIN_PASSWORD;
  if (adminPassword !== undefined && adminPassword.length < 6) {
    problems.push('ADMIN_PASSWORD must be at least 6 characters');
  }
  const nodeEnv = text('NODE_ENV');
  let maxUploadBytes = DEFAULT_MAX_UPLOAD_BYTES;
  const maxUpload = text('MAX_UPLOAD_BYTES');
  if (maxUpload !== undefined) {
    const n = Number(maxUpload);
    if (!Number.isSafeInteger(n) || n < 1)
      problems.push(`MAX_UPLOAD_BYTES must be a whole number of bytes, got "${maxUpload}"`);
    else maxUploadBytes = n;
  }
  const displayTimeZone = text('DISPLAY_TIME_ZONE') ?? DEFAULT_DISPLAY_TIME_ZONE;
  if (!isTimeZone(displayTimeZone)) {
    problems.push(
      `DISPLAY_TIME_ZONE must be an offset like +02:00 or an IANA zone like Europe/Berlin, got "${displayTimeZone}"`,
    );
  }
  const licenceKey = text('LICENCE_PUBLIC_KEY');
  if (licenceKey !== undefined) {
    try {
      licencePublicKey(licenceKey);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const mqttUrl = url('MQTT_URL', ['mqtt:', 'mqtts:', 'ws:', 'wss:', 'tcp:']);

  const config: Config = {
    services,
    host: text('HOST') ?? '0.0.0.0',
    port: port('PORT', 4000),
    apiHost: text('API_HOST') ?? '127.0.0.1',
    apiPort: port('API_PORT', 4001),
    apiUrl: url('API_URL', ['http:', 'https:']),
    dataDir: resolve(text('DATA_DIR') ?? 'data'),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    mqttUrl,
    mqttPort: port('MQTT_PORT', 1884),
    mqttWsPort: port('MQTT_WS_PORT', 9884),
    adminPassword: adminPassword || undefined,
    maxUploadBytes,
    displayTimeZone,
    production: nodeEnv === 'production',
    introspection: nodeEnv !== 'production' || text('GRAPHQL_INTROSPECTION') === 'true',
    trustedDocuments: (text('GRAPHQL_TRUSTED_DOCUMENTS') ?? (nodeEnv === 'production' ? 'console' : 'off')) as
      | 'console'
      | 'off',
    brokerSecret: text('BROKER_SECRET'),
    mqttUsername: text('MQTT_USERNAME'),
    mqttPassword: text('MQTT_PASSWORD'),
    mqttAdminUsername: text('MQTT_ADMIN_USERNAME'),
    mqttAdminPassword: text('MQTT_ADMIN_PASSWORD'),
    trustedProxies: text('TRUSTED_PROXIES'),
    publicUrl: url('PUBLIC_URL', ['http:', 'https:']),
    touchAppMaxBytes: whole('TOUCH_APP_MAX_BYTES'),
    touchAppMaxEntries: whole('TOUCH_APP_MAX_ENTRIES'),
    thumbnailWorkers: whole('THUMBNAIL_WORKERS'),
    thumbnailTimeoutMs: whole('THUMBNAIL_TIMEOUT_MS'),
    thumbnailMemoryMb: whole('THUMBNAIL_MEMORY_MB'),
    playerRegistrationBurst: whole('PLAYER_REGISTRATION_BURST'),
    tokenEncryptionSecret: text('TOKEN_ENCRYPTION_SECRET'),
    auditRetentionMonths: whole('AUDIT_RETENTION_MONTHS'),
    eventsRetentionMonths: whole('EVENTS_RETENTION_MONTHS'),
    licencePublicKey: licenceKey,
    dataSourceAllowedHosts: hostList('DATA_SOURCE_ALLOWED_HOSTS'),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    smtpPort: port('SMTP_PORT', 2525),
    mailFrom: text('MAIL_FROM'),
    outgoingMailMaxCount: whole('OUTGOING_MAIL_MAX_COUNT'),
    outgoingMailMaxDays: whole('OUTGOING_MAIL_MAX_DAYS'),
    allowedOrigins: (text('ALLOWED_ORIGINS') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
  if (nodeEnv && !['production', 'development', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be production, development or test, got "${nodeEnv}"`);
  }
  const publicUrl = config.publicUrl && URL.canParse(config.publicUrl) ? new URL(config.publicUrl) : undefined;
  if (publicUrl && (publicUrl.search || publicUrl.hash)) {
    problems.push(`PUBLIC_URL is the console's address without a query or fragment, got "${config.publicUrl}"`);
  }
  const introspection = text('GRAPHQL_INTROSPECTION');
  if (introspection !== undefined && !['true', 'false'].includes(introspection)) {
    problems.push(`GRAPHQL_INTROSPECTION must be true or false, got "${introspection}"`);
  }
  const trusted = text('GRAPHQL_TRUSTED_DOCUMENTS');
  if (trusted !== undefined && !['console', 'off'].includes(trusted)) {
    problems.push(`GRAPHQL_TRUSTED_DOCUMENTS must be console or off, got "${trusted}"`);
  }
  const tokenSecret = text('TOKEN_ENCRYPTION_SECRET');
  if (tokenSecret !== undefined && tokenSecret.length < 16) {
    problems.push('TOKEN_ENCRYPTION_SECRET must be at least 16 characters');
  }
  const secret = text('BROKER_SECRET');
  if (secret !== undefined && secret.length < 16) problems.push('BROKER_SECRET must be at least 16 characters');
  if (Boolean(text('MQTT_ADMIN_USERNAME')) !== Boolean(text('MQTT_ADMIN_PASSWORD'))) {
    problems.push('MQTT_ADMIN_USERNAME and MQTT_ADMIN_PASSWORD are set together or not at all');
  }
  if (Boolean(text('MQTT_USERNAME')) !== Boolean(text('MQTT_PASSWORD'))) {
    problems.push('MQTT_USERNAME and MQTT_PASSWORD are set together or not at all');
  }
  if (services.has('broker') && mqttUrl) services.delete('broker');
  if (services.has('gateway') && !services.has('api') && !config.apiUrl) {
    problems.push('API_URL is required when SERVICES runs the gateway without the api');
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}

function isTimeZone(value: string): boolean {
  if (/^[+-](0\d|1[0-4]):[0-5]\d$/.test(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
