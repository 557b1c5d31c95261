import { AUDIT_ACTIONS, auditActionName, maskSecrets } from '@signage/domain/audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginCredentials } from '../auth/credentials.ts';
import { bearerToken } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { SessionUser } from '../auth/tokens.ts';
import { type AuditEntryInput, type AuditScope, appendEntry, auditScopes } from '../db/audit-scope.ts';
import type { Db } from '../db/database.ts';
import { AUDIT_EXEMPT } from './audit-exempt.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auditScope?: RequestAudit;
  }
}

/** A request body larger than this is described by its size only (the rows it changed are listed anyway). */
const MAX_BODY_CHARS = 4096;

const LOGIN = 'login';

/** The operation a request runs (its contract operationId), if any. */
function operationOf(request: FastifyRequest): string | undefined {
  return (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
}

function bodyDetail(body: unknown) {
  if (body === undefined || body === null) return undefined;
  const text = JSON.stringify(maskSecrets(body));
  return text.length <= MAX_BODY_CHARS ? JSON.parse(text) : { omitted: `${text.length} characters` };
}

/**
 * Names who acts in a write route that runs signed out (a sign-in step, once it knows the user): its entry, and
 * the entries of its transactions, say who rather than "A player or visitor".
 */
export function actingAs(request: FastifyRequest, user: Pick<SessionUser, 'user_id' | 'username'>) {
  if (request.auditScope) request.auditScope.actor = user;
}

/** The audit entry of one write request; the current AuditScope while its handler runs. */
class RequestAudit implements AuditScope {
  written = 0;
  /** Who acted when the route does not sign in (sign-out, a successful sign-in). */
  actor?: Pick<SessionUser, 'user_id' | 'username'>;
  actionId: string;

  constructor(
    private readonly request: FastifyRequest,
    operationId: string,
  ) {
    this.actionId = operationId;
  }

  entry(): AuditEntryInput {
    const { request } = this;
    const user = request.session?.user ?? this.actor;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const path = request.routeOptions.url ?? request.url;
    // The route names its object: /api/<type>/{id}...; the rows the transaction changed may name it better.
    const type = path.replace(/^\/api\//, '').split('/')[0] || null;
    const id = params.id === undefined ? null : String(params.id);
    const actionName = auditActionName(this.actionId);
    // A refused sign-in names the username it tried (as headers or HTTP Basic).
    const who =
      user?.username ??
      (this.actionId === AUDIT_ACTIONS.loginFailed ? loginCredentials(request.headers)?.username : undefined);
    return {
      user_id: user?.user_id ?? null,
      username: user?.username ?? null,
      action_id: this.actionId,
      action_name: actionName,
      description: `${who ?? 'A player or visitor'}: ${actionName}`,
      object_type: id === null ? null : type,
      object_id: id,
      device_id: type === 'devices' && id !== null && /^\d+$/.test(id) ? Number(id) : null,
      client_address: request.ip,
      request_id: request.id,
      details_json: { method: request.method, route: path, params, body: bodyDetail(request.body) },
    };
  }

  failed(error: unknown) {
    this.request.log.error({ err: error }, 'audit entry not written');
  }
}

/**
 * The one place the api audits: every write route (any method but GET, HEAD and OPTIONS, unless listed in
 * AUDIT_EXEMPT) runs its handler in an audit scope, so its transactions save their entry with the change (see
 * db/audited-dialect.ts); a write that committed no transaction (sign-in, sign-out, a single statement) gets its
 * entry here once it succeeded; a failed sign-in gets one too. Refused requests (4xx) change nothing and leave none.
 */
export function auditWrites(app: FastifyInstance, { db, sessions }: { db: Db; sessions: Sessions }) {
  app.addHook('preHandler', (request, _reply, done) => {
    const operationId = operationOf(request);
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || !operationId || operationId in AUDIT_EXEMPT) {
      return done();
    }
    const scope = new RequestAudit(request, operationId);
    request.auditScope = scope;
    // Sign-out revokes the token its handler reads: who signed out is known only before it runs.
    const token = request.session ? undefined : bearerToken(request);
    const run = () => auditScopes.run(scope, done);
    if (!token) return run();
    sessions.user(token).then(
      (user) => {
        if (user) scope.actor = user;
        run();
      },
      () => run(),
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.auditScope;
    if (!scope || scope.written > 0) return payload;
    const status = reply.statusCode;
    if (scope.actionId === LOGIN && status === 401) scope.actionId = AUDIT_ACTIONS.loginFailed;
    else if (status >= 400) return payload;
    if (await appendEntry({ executeQuery: (query) => db.executeQuery(query) }, scope)) scope.written++;
    return payload;
  });
}
