import { MESSAGES } from '@signage/domain/messages';
import { hasAnyPermission, type Permission } from '@signage/domain/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import type { Sessions } from './sessions.ts';
import type { SessionUser } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session?: { user: SessionUser; token: string };
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** onRequest hook for every route that needs a signed-in caller. */
export function authenticate(sessions: Sessions) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(MESSAGES.signInRequired);
    const user = await sessions.user(token);
    if (!user) throw unauthorized(MESSAGES.sessionExpired);
    request.session = { user, token };
  };
}

export function sessionOf(request: FastifyRequest) {
  if (!request.session) throw unauthorized(MESSAGES.sessionExpired);
  return request.session;
}

/** Throws 403 unless the caller holds at least one of `anyOf`. */
export function requirePermission(request: FastifyRequest, ...anyOf: Permission[]) {
  const { user } = sessionOf(request);
  if (!hasAnyPermission(user.permissions, anyOf)) throw forbidden(MESSAGES.forbidden);
  return user;
}

/** Acting on oneself needs no permission; acting on another user needs one of `anyOf`. */
export function requireSelfOr(request: FastifyRequest, userId: number, ...anyOf: Permission[]) {
  const { user } = sessionOf(request);
  if (user.user_id !== userId) requirePermission(request, ...anyOf);
  return user;
}
