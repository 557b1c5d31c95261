import { ACCOUNT_MESSAGES, isApiToken } from '@signage/domain/account';
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
  interface FastifyContextConfig {
    /** Open to a user who must still set up two-factor sign-in (reading themselves, the enrolment). */
    duringEnrolment?: boolean;
    /** Account management: refused to personal API tokens, which must never extend or keep themselves. */
    sessionOnly?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD']);

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
    if (!user) throw unauthorized(isApiToken(token) ? ACCOUNT_MESSAGES.tokenRefused : MESSAGES.sessionExpired);
    const config = request.routeOptions.config;
    if (user.enrolment_required && !config.duringEnrolment) throw forbidden(ACCOUNT_MESSAGES.enrolmentRequired);
    if (user.via === 'api-token') {
      if (config.sessionOnly) throw forbidden(ACCOUNT_MESSAGES.tokenNotForAccount);
      if (user.read_only && !READS.has(request.method)) throw forbidden(ACCOUNT_MESSAGES.tokenReadOnly);
    }
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
