import { AUDIT_MESSAGES, MASKED } from '@signage/domain/audit';
import { MESSAGES } from '@signage/domain/messages';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditRetention } from '../../api/src/audit/retention.ts';
import { type AuditScope, auditScopes } from '../../api/src/db/audit-scope.ts';
import { enrolTwoFactor, headerLogin, loginChallenge, secondFactor } from './testkit/account.ts';
import { latestEntry, searchAudit, verifyAudit } from './testkit/audit.ts';
import { createWidgetAuth, updateWidgetAuth } from './testkit/data-sources.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
let adminId: number;

beforeAll(async () => {
  stack = await startTestStack();
  const login = await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD);
  token = login.body.auth_token!;
  adminId = login.body.user_id!;
  // A shared machine under load can take more than the default minute to start a stack.
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

/** An audit scope as the api's hook opens one for the administrator's tag group update (the driver-level tests). */
function tagGroupScope(failures: unknown[], tagGroupId?: number): AuditScope {
  return {
    written: 0,
    failed: (error) => failures.push(error),
    entry: () => ({
      user_id: adminId,
      username: 'admin',
      action_id: 'updateTagGroup',
      action_name: 'Update tag group',
      description: 'admin: Update tag group',
      object_type: tagGroupId === undefined ? null : 'tag_groups',
      object_id: tagGroupId === undefined ? null : String(tagGroupId),
      device_id: null,
      client_address: '127.0.0.1',
      request_id: crypto.randomUUID(),
      details_json: {},
    }),
  };
}

describe('audit entries', () => {
  it('record who changed what, with only the changed columns before and after, secrets masked', async () => {
    const created = await createWidgetAuth(stack.apiUrl, token, {
      name: 'Audited timeline',
      tags: ['audit'],
      widget_type: 'twitter-timeline',
      widget_auth_token: { token: 'very-secret-token-1234' },
    });
    const id = String(created.body.widget_auth_id);
    const create = await latestEntry(stack.apiUrl, token, { object_type: 'widget_auths', object_id: id });
    expect(create).toMatchObject({
      user: { user_id: adminId, username: 'admin' },
      action: { action_id: 'createWidgetAuth', name: 'Create widget auth' },
      description: `admin: Create widget auth (widget_auths ${id})`,
      client_address: '127.0.0.1',
    });
    expect(create?.request_id).toMatch(/^[0-9a-f-]{36}$/);
    const createChange = (
      create!.details_json.changes as { object_type: string; after: Record<string, unknown> }[]
    ).find((c) => c.object_type === 'widget_auths');
    expect(createChange?.after).toMatchObject({
      name: 'Audited timeline',
      token_ciphertext: MASKED,
      token_hint: MASKED,
    });
    expect(JSON.stringify(create)).not.toContain('very-secret-token');

    await updateWidgetAuth(stack.apiUrl, token, Number(id), { name: 'Renamed timeline' });
    const update = await latestEntry(stack.apiUrl, token, { object_type: 'widget_auths', object_id: id });
    expect(update?.action.action_id).toBe('updateWidgetAuth');
    const [change] = update!.details_json.changes as {
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }[];
    expect(change?.before.name).toBe('Audited timeline');
    expect(change?.after.name).toBe('Renamed timeline');
    // Unchanged columns are left out; the token was not sent, so it is not among the changes.
    expect(change?.before).not.toHaveProperty('widget_type');
    expect(change?.after).not.toHaveProperty('token_ciphertext');
  });

  it('records sign-in, sign-out and a failed sign-in with the name tried', async () => {
    await createUser(stack, { username: 'signer', password: 'Signer-pass-1' });
    const login = await restLogin(stack.apiUrl, 'signer', 'Signer-pass-1');
    const userId = login.body.user_id!;
    expect((await latestEntry(stack.apiUrl, token, { user_id: userId }))?.action.action_id).toBe('login');
    await rest(stack.apiUrl, login.body.auth_token, 'POST', '/logout');
    expect(await latestEntry(stack.apiUrl, token, { user_id: userId })).toMatchObject({
      action: { action_id: 'logout' },
      user: { username: 'signer' },
    });
    expect((await restLogin(stack.apiUrl, 'signer', 'wrong-password')).status).toBe(401);
    const failed = await latestEntry(stack.apiUrl, token, { action_id: 'loginFailed' });
    expect(failed).toMatchObject({ user: null, description: 'signer: Login failed' });
    expect(JSON.stringify(failed)).not.toContain('wrong-password');
  });

  it('names the user of a sign-in with the credentials as headers (spec 01 §7), and of each two-factor step', async () => {
    await createUser(stack, { username: 'header-signer', password: 'Header-pass-1' });
    const login = await headerLogin(stack.apiUrl, 'header-signer', 'Header-pass-1');
    expect(await latestEntry(stack.apiUrl, token, { user_id: login.body.user_id as number })).toMatchObject({
      action: { action_id: 'login' },
      user: { username: 'header-signer' },
      description: 'header-signer: Login',
    });
    expect((await headerLogin(stack.apiUrl, 'header-signer', 'wrong-password')).status).toBe(401);
    expect(await latestEntry(stack.apiUrl, token, { action_id: 'loginFailed' })).toMatchObject({
      user: null,
      description: 'header-signer: Login failed',
    });

    // With two-factor sign-in on, each step names the user: the password step once the password is right.
    const { recoveryCodes } = await enrolTwoFactor(stack.apiUrl, login.body.auth_token as string);
    const challenge = await loginChallenge(stack.apiUrl, 'header-signer', 'Header-pass-1');
    expect(await latestEntry(stack.apiUrl, token, { action_id: 'login' })).toMatchObject({
      user: { user_id: login.body.user_id, username: 'header-signer' },
      description: 'header-signer: Login',
    });
    const second = await secondFactor(stack.apiUrl, challenge, recoveryCodes[0]!);
    expect(second.status).toBe(200);
    expect(await latestEntry(stack.apiUrl, token, { action_id: 'loginSecondFactor' })).toMatchObject({
      user: { user_id: login.body.user_id, username: 'header-signer' },
      description: expect.stringMatching(/^header-signer: Login second factor /),
    });
  });

  it('leaves no entry for a refused write', async () => {
    const before = await latestEntry(stack.apiUrl, token);
    const refused = await rest(stack.apiUrl, token, 'PUT', '/widgets/auth/999999', { name: 'x' });
    expect(refused.status).toBe(404);
    expect((await latestEntry(stack.apiUrl, token))?.audit_id).toBe(before?.audit_id);
  });

  it('leaves no entry for a write refused after its transaction looked and changed nothing', async () => {
    await createUser(stack, { username: 'enroller', password: 'Enroller-pass-1' });
    const enroller = (await restLogin(stack.apiUrl, 'enroller', 'Enroller-pass-1')).body.auth_token!;
    expect((await rest(stack.apiUrl, enroller, 'POST', '/account/two_factor/enrolment')).status).toBe(200);
    const before = await latestEntry(stack.apiUrl, token);
    // The confirmation reads the code in a transaction, finds it wrong and commits nothing: refused, not audited.
    const refused = await rest(stack.apiUrl, enroller, 'POST', '/account/two_factor/confirmation', { code: '000000' });
    expect(refused.status).toBe(422);
    expect((await latestEntry(stack.apiUrl, token))?.audit_id).toBe(before?.audit_id);
  });

  it('appends only for a transaction that changed rows and committed', async () => {
    const failures: unknown[] = [];
    const scope = tagGroupScope(failures);
    const { rows } = await sql<{ id: number }>`insert into tag_groups (name, color) values ('audited-driver', 'tan')
      returning tag_group_id as id`.execute(stack.db);
    const id = rows[0]!.id;
    const newest = async () => (await latestEntry(stack.apiUrl, token))?.audit_id;
    const start = await newest();
    await auditScopes.run(scope, () =>
      stack.db.transaction().execute((trx) => trx.selectFrom('tag_groups').selectAll().execute()),
    );
    expect({ written: scope.written, newest: await newest() }).toEqual({ written: 0, newest: start });
    // A statement that failed inside the transaction: PostgreSQL turns its COMMIT into a rollback.
    await auditScopes.run(scope, () =>
      stack.db.transaction().execute(async (trx) => {
        await trx.updateTable('tag_groups').set({ description: 'lost' }).where('tag_group_id', '=', id).execute();
        await sql`select 1 / 0`.execute(trx).catch(() => undefined);
      }),
    );
    expect({ written: scope.written, newest: await newest(), failures }).toEqual({
      written: 0,
      newest: start,
      failures: [],
    });
    await expect(
      auditScopes.run(scope, () =>
        stack.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('tag_groups')
            .set({ description: 'rolled back' })
            .where('tag_group_id', '=', id)
            .execute();
          throw new Error('refused');
        }),
      ),
    ).rejects.toThrow('refused');
    expect({ written: scope.written, newest: await newest() }).toEqual({ written: 0, newest: start });
    await auditScopes.run(scope, () =>
      stack.db
        .transaction()
        .execute((trx) =>
          trx.updateTable('tag_groups').set({ description: 'kept' }).where('tag_group_id', '=', id).execute(),
        ),
    );
    expect(scope.written).toBe(1);
    const kept = await latestEntry(stack.apiUrl, token);
    expect(kept).toMatchObject({ object_type: 'tag_groups', object_id: String(id) });
    expect(kept!.audit_id).toBe(start! + 1);
  });

  it('lists the first 100 rows a transaction changed with their count, none of a rolled-back savepoint', async () => {
    const { rows } = await sql<{ id: number }>`insert into tag_groups (name, color) values ('audited-bulk', 'tan')
      returning tag_group_id as id`.execute(stack.db);
    const id = rows[0]!.id;
    const failures: unknown[] = [];
    const scope = tagGroupScope(failures, id);
    await auditScopes.run(scope, () =>
      stack.db.transaction().execute(async (trx) => {
        // Tags first: the entry's object is still the route's row (among the 100 listed), not the first changed.
        await sql`insert into tags (name) select 'bulk-' || i from generate_series(1, 50) i`.execute(trx);
        await sql`savepoint undone`.execute(trx);
        await trx.insertInto('tags').values({ name: 'bulk-undone' }).execute();
        await sql`rollback to savepoint undone`.execute(trx);
        await trx.updateTable('tag_groups').set({ description: 'bulk' }).where('tag_group_id', '=', id).execute();
        await sql`insert into tags (name) select 'bulk-' || i from generate_series(51, 150) i`.execute(trx);
      }),
    );
    expect({ written: scope.written, failures }).toEqual({ written: 1, failures: [] });
    const entry = await latestEntry(stack.apiUrl, token);
    const changes = entry!.details_json.changes as { object_type: string; object_id: string; operation: string }[];
    expect(entry).toMatchObject({ object_type: 'tag_groups', object_id: String(id) });
    expect(entry!.details_json.change_count).toBe(151);
    expect(changes).toHaveLength(100);
    expect(changes[0]).toEqual({
      object_type: 'tags',
      object_id: 'bulk-1',
      operation: 'insert',
      before: null,
      after: { name: 'bulk-1', tag_group_id: null },
    });
    expect(changes[50]).toMatchObject({ object_type: 'tag_groups', object_id: String(id), operation: 'update' });
    expect(changes.map((c) => c.object_id)).not.toContain('bulk-undone');
    // The next transaction lists only its own rows.
    await auditScopes.run(scope, () =>
      stack.db
        .transaction()
        .execute((trx) =>
          trx.updateTable('tag_groups').set({ description: 'after' }).where('tag_group_id', '=', id).execute(),
        ),
    );
    const next = await latestEntry(stack.apiUrl, token);
    expect(next!.details_json).toMatchObject({
      changes: [{ object_type: 'tag_groups', before: { description: 'bulk' }, after: { description: 'after' } }],
    });
    expect(next!.details_json).not.toHaveProperty('change_count');
  });

  it('is read only by holders of "view audit"', async () => {
    await createUser(stack, { username: 'no-audit', password: 'No-audit-pass-1', permissions: ['view users'] });
    const other = (await restLogin(stack.apiUrl, 'no-audit', 'No-audit-pass-1')).body.auth_token!;
    const refused = await searchAudit(stack.apiUrl, other);
    expect(refused).toMatchObject({ status: 403, body: { msg: MESSAGES.forbidden } });
    expect((await rest(stack.apiUrl, other, 'GET', '/audit/1')).status).toBe(403);
    expect((await rest(stack.apiUrl, other, 'GET', '/audit/verify')).status).toBe(403);
  });

  it('gets one entry by id, 404 naming it otherwise', async () => {
    const newest = await latestEntry(stack.apiUrl, token);
    const one = await rest(stack.apiUrl, token, 'GET', `/audit/${newest?.audit_id}`);
    expect(one.body).toEqual(newest);
    const missing = await rest(stack.apiUrl, token, 'GET', '/audit/99999999');
    expect(missing).toMatchObject({ status: 404, body: { msg: 'Audit entry 99999999 not found.' } });
  });
});

describe('audit search', () => {
  it('pages newest first by keyset, filtered by user, object, action and dates', async () => {
    await createUser(stack, { username: 'pager', password: 'Pager-pass-12', permissions: ['edit system'] });
    const pager = await restLogin(stack.apiUrl, 'pager', 'Pager-pass-12');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await createWidgetAuth(stack.apiUrl, token, {
        name: `Paged ${i}`,
        widget_type: 'twitter-timeline',
        widget_auth_token: { token: `tok-${i}` },
      });
      ids.push(created.body.widget_auth_id);
    }
    const first = await searchAudit(stack.apiUrl, token, { action_id: 'createWidgetAuth', page_size: 2 });
    const second = await searchAudit(stack.apiUrl, token, {
      action_id: 'createWidgetAuth',
      page_size: 2,
      before: first.body.next_before!,
    });
    const objects = [...first.body.audit, ...second.body.audit].map((e) => Number(e.object_id));
    expect(objects).toEqual([ids[4], ids[3], ids[2], ids[1]]);
    // The action as entries name it finds the same entries as its id.
    const byName = await searchAudit(stack.apiUrl, token, { action_id: 'Create widget auth', page_size: 2 });
    expect(byName.body.audit.map((e) => e.audit_id)).toEqual(first.body.audit.map((e) => e.audit_id));
    expect(first.body.audit[0]!.audit_id).toBeGreaterThan(second.body.audit[0]!.audit_id);

    const mine = await searchAudit(stack.apiUrl, token, { user_id: pager.body.user_id! });
    expect(mine.body.audit.map((e) => e.action.action_id)).toEqual(['login']);
    expect(mine.body.next_before).toBeNull();

    const future = await searchAudit(stack.apiUrl, token, { start_date: '2999-01-01' });
    expect(future.body.audit).toEqual([]);
    const past = await searchAudit(stack.apiUrl, token, { end_date: '2000-01-01' });
    expect(past.body.audit).toEqual([]);
    const today = await searchAudit(stack.apiUrl, token, {
      start_date: new Date(Date.now() - 3600_000).toISOString(),
      object_type: 'widget_auths',
      object_id: String(ids[0]),
    });
    expect(today.body.audit.map((e) => e.action.action_id)).toEqual(['createWidgetAuth']);
    const backwards = await searchAudit(stack.apiUrl, token, { start_date: '2026-02-01', end_date: '2026-01-01' });
    expect(backwards).toMatchObject({ status: 422, body: { msg: AUDIT_MESSAGES.dateOrder } });
  });
});

describe('audit chain', () => {
  it('holds, and names the first entry tampered with in SQL', async () => {
    expect((await verifyAudit(stack.apiUrl, token)).body).toEqual({
      ok: true,
      audit_id: null,
      problem: null,
      msg: AUDIT_MESSAGES.chainHolds,
    });
    const { body } = await searchAudit(stack.apiUrl, token, { page_size: 5 });
    const victim = body.audit[3]!;
    await sql`update audit set description = 'nothing happened' where audit_id = ${victim.audit_id}`.execute(stack.db);
    expect((await verifyAudit(stack.apiUrl, token)).body).toEqual({
      ok: false,
      audit_id: victim.audit_id,
      problem: 'content does not match its hash',
      msg: AUDIT_MESSAGES.chainBroken(victim.audit_id, 'content does not match its hash'),
    });
    await sql`update audit set description = ${victim.description} where audit_id = ${victim.audit_id}`.execute(
      stack.db,
    );
    // A row removed: the one after it no longer links to the one before.
    const removed = body.audit[2]!;
    await sql`delete from audit where audit_id = ${removed.audit_id}`.execute(stack.db);
    expect((await verifyAudit(stack.apiUrl, token)).body).toMatchObject({
      ok: false,
      audit_id: removed.audit_id + 1,
      problem: 'link to the entry before does not match',
    });
  });
});

describe('audit retention', () => {
  it('drops whole months past AUDIT_RETENTION_MONTHS and makes the coming ones', async () => {
    const entry = (date: string) =>
      sql`select audit_append(${JSON.stringify({
        action_id: 'bench',
        action_name: 'Old entry',
        description: 'old',
        action_date: date,
        details_json: {},
      })}::jsonb, '', false) as id`.execute(stack.db);
    await entry('2020-03-15T10:00:00Z');
    await entry('2021-07-01T00:00:00Z');
    const partitions = async () =>
      (
        await sql<{ name: string }>`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'audit'::regclass order by 1`.execute(stack.db)
      ).rows.map((r) => r.name);
    expect(await partitions()).toEqual(expect.arrayContaining(['audit_202003', 'audit_202107']));
    const dropped = await new AuditRetention(stack.db, 13).runOnce(new Date('2021-12-10T00:00:00Z'));
    expect(dropped).toEqual(['audit_202003']);
    const left = await partitions();
    expect(left).toEqual(expect.arrayContaining(['audit_202107', 'audit_202112', 'audit_202201', 'audit_202202']));
    expect(left).not.toContain('audit_202003');
    const old = await sql<{ n: number }>`select count(*)::int as n from audit where action_id = 'bench'`.execute(
      stack.db,
    );
    expect(old.rows[0]?.n).toBe(1);
  });
});
