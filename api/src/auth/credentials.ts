import type { FastifyRequest } from 'fastify';

function basicCredentials(header: string | undefined): { username: string; password: string } | undefined {
  const match = header?.match(/^Basic\s+(\S+)$/i);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Spec 01 §7: username and password as headers; HTTP Basic beside it (what the gateway and curl -u send). */
export function loginCredentials(headers: FastifyRequest['headers']) {
  const basic = basicCredentials(headers.authorization);
  if (basic) return basic;
  const { username, password } = headers;
  if (typeof username !== 'string' || !username || typeof password !== 'string') return undefined;
  return { username, password };
}
