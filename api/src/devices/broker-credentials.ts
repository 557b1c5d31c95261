import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Broker credentials, derived from one secret shared by the api, the gateway and the embedded broker: a
 * player's username is its device id and its password an HMAC of that id, handed to it by check-in once an
 * operator has activated it (an unactivated player never learns one). The gateway connects as GATEWAY_USERNAME.
 * Nothing is stored per device, so any process holding the secret can verify a player (SERVICES=broker too).
 */
export const GATEWAY_USERNAME = 'signage-gateway';

export interface BrokerCredentials {
  username: string;
  password: string;
}

const derive = (secret: string, subject: string) => createHmac('sha256', secret).update(subject).digest('base64url');

export function deviceCredentials(secret: string, deviceId: number): BrokerCredentials {
  return { username: String(deviceId), password: derive(secret, `device:${deviceId}`) };
}

export function gatewayCredentials(secret: string): BrokerCredentials {
  return { username: GATEWAY_USERNAME, password: derive(secret, `service:${GATEWAY_USERNAME}`) };
}

/** Constant-time comparison of a presented password with the expected one. */
export function samePassword(presented: Buffer | string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const a = Buffer.isBuffer(presented) ? presented : Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The secret from configuration, or the one generated and kept in the data folder on first start. */
export function brokerSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'broker-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
