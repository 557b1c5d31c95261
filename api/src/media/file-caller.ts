import { MESSAGES } from '@signage/domain/messages';
import { hasAnyPermission, type Permission } from '@signage/domain/permissions';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { UrlSigner } from './signing.ts';

/**
 * Who asks for a file (a thumbnail, a download): the browser through a signed link, which grants that file alone
 * and so limits nothing (no forced tags), or an integrator's bearer token, whose user must hold one of `anyOf` and
 * is limited by their forced tags. Answers those forced tags; 401 with `signInHint` without either, 403 for a link
 * altered or expired or a user without the right.
 */
export function fileCaller(
  ctx: { signer: UrlSigner; sessions: Sessions },
  anyOf: readonly Permission[],
  signInHint: string,
) {
  return async (request: FastifyRequest, expires?: number, signature?: string): Promise<string[]> => {
    if (signature !== undefined && expires !== undefined) {
      ctx.signer.verifyUrl(request.url, expires, signature);
      return [];
    }
    const token = bearerToken(request);
    const user = token ? await ctx.sessions.user(token) : undefined;
    if (!user) throw unauthorized(signInHint);
    if (!hasAnyPermission(user.permissions, anyOf)) throw forbidden(MESSAGES.forbidden);
    return user.forced_tags;
  };
}
