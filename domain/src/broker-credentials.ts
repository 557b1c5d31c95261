import { createHmac, timingSafeEqual } from 'node:crypto';

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

/**
 * The key a gateway presents to the api's stream of session changes (GET /api/session_changes): derived from the
 * same secret, so every gateway and api process of an installation agrees on it without another setting.
 */
export function sessionChangesKey(secret: string): string {
  return derive(secret, 'service:session-changes');
}

/** Constant-time comparison of a presented password with the expected one. */
export function samePassword(presented: Buffer | string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const a = Buffer.isBuffer(presented) ? presented : Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
