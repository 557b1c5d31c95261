import { accountOperations as op } from '@signage/contract/account';
import { ACCOUNT_MESSAGES, type TokenScope, tokenExpiryProblem, tokenScopeProblem } from '@signage/domain/account';
import { notFoundMessage } from '@signage/domain/messages';
import { isPermission } from '@signage/domain/permissions';
import type { Selectable } from 'kysely';
import { newApiToken } from '../auth/api-tokens.ts';
import { sessionOf } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import { tokenHash } from '../auth/tokens.ts';
import type { ApiTokensTable } from '../db/account-tables.ts';
import type { Db } from '../db/database.ts';
import { notFound, unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';

const COLUMNS = [
  'api_token_id',
  'name',
  'read_only',
  'permissions',
  'expires_at',
  'last_used_at',
  'revoked_at',
  'created_at',
] as const;

function toApiTokenJson(row: Omit<Selectable<ApiTokensTable>, 'user_id' | 'token_hash'>) {
  return {
    ...row,
    expires_at: row.expires_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** Personal API tokens for integrators: named, scoped, expiring, revocable, shown once and stored hashed. */
export const apiTokenRoutes = signedInRoutes<{ db: Db; sessions: Sessions }>(async (app, { db }) => {
  const config = { sessionOnly: true };

  app.route({
    ...endpoint(op.listApiTokens),
    config,
    handler: async (request) => {
      const rows = await db
        .selectFrom('api_tokens')
        .select(COLUMNS)
        .where('user_id', '=', sessionOf(request).user.user_id)
        .orderBy('api_token_id', 'desc')
        .execute();
      return { api_tokens: rows.map(toApiTokenJson) };
    },
  });

  app.route({
    ...endpoint(op.createApiToken),
    config,
    handler: async (request) => {
      const { user } = sessionOf(request);
      const body = request.body;
      const name = body.name.trim();
      if (!name) throw unprocessable(ACCOUNT_MESSAGES.tokenNameEmpty);
      const unknown = body.permissions.filter((p) => !isPermission(p));
      if (unknown.length) throw unprocessable(`Unknown permission: ${unknown.join(', ')}`);
      const permissions = body.read_only ? [] : [...new Set(body.permissions)];
      const scope: TokenScope = body.read_only ? { readOnly: true } : { readOnly: false, permissions };
      const scopeProblem = tokenScopeProblem(scope, user.permissions);
      if (scopeProblem) throw unprocessable(scopeProblem);
      const expiresAt = new Date(body.expires_at);
      const expiryProblem = tokenExpiryProblem(expiresAt, new Date());
      if (expiryProblem) throw unprocessable(expiryProblem);
      const token = newApiToken();
      const row = await db
        .insertInto('api_tokens')
        .values({
          user_id: user.user_id,
          name,
          token_hash: tokenHash(token),
          read_only: body.read_only,
          permissions,
          expires_at: expiresAt,
          last_used_at: null,
          revoked_at: null,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return { api_token: toApiTokenJson(row), token };
    },
  });

  app.route({
    ...endpoint(op.revokeApiToken),
    config,
    handler: async (request) => {
      const revoked = await db
        .updateTable('api_tokens')
        .set({ revoked_at: new Date() })
        .where('api_token_id', '=', request.params.id)
        .where('user_id', '=', sessionOf(request).user.user_id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (revoked.numUpdatedRows === 0n) throw notFound(notFoundMessage('API token', request.params.id));
      return { msg: ACCOUNT_MESSAGES.tokenRevoked };
    },
  });
});
