import { USER_MESSAGES } from '@signage/domain/messages';
import { RESET_REQUESTS_PER_HOUR } from '@signage/domain/password-reset';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../api/src/auth/tokens.ts';
import { latestEntry } from './testkit/audit.ts';
import {
  OutgoingMailQueryDocument,
  OutgoingMailsQueryDocument,
  RequestPasswordResetMutationDocument,
  ResetPasswordMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql } from './testkit/graphql.ts';
import { mailSettled, mailTo, outgoingMail, requestReset, resetLinkIn, setPassword } from './testkit/password-reset.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let admin: string;
beforeAll(async () => {
  stack = await startTestStack();
  admin = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
});
afterAll(async () => {
  await stack?.close();
});

const OLD = 'Old-Pass-123';
const NEW = 'New-Pass-456';

/** A user of this test alone, whose username is their mail address. */
async function user(name: string) {
  const username = `${name}@example.com`;
  await createUser(stack, { username, password: OLD });
  return username;
}

/** Asks for a reset and answers the token of the link the mail carried. */
async function mailedToken(username: string) {
  expect((await requestReset(stack.apiUrl, username)).status).toBe(200);
  await mailSettled(stack);
  const [newest] = await mailTo(stack, admin, username);
  return resetLinkIn(newest!.text).token;
}

describe('POST /api/reset-password: asking for a mail', () => {
  it('answers an existing and an unknown username alike, and mails only the existing one', async () => {
    const username = await user('same-answer');
    const known = await requestReset(stack.apiUrl, username);
    const unknown = await requestReset(stack.apiUrl, 'nobody-here@example.com');
    expect(known).toEqual({ status: 200, body: { msg: USER_MESSAGES.resetEmailSent } });
    expect(unknown).toEqual(known);
    await mailSettled(stack);
    expect(await mailTo(stack, admin, username)).toHaveLength(1);
    expect(await mailTo(stack, admin, 'nobody-here@example.com')).toHaveLength(0);
  });

  it('sends nothing, with the same answer, for a user with no mail address', async () => {
    // The first administrator's username and email are plain "admin".
    const answer = await requestReset(stack.apiUrl, 'admin');
    expect(answer).toEqual({ status: 200, body: { msg: USER_MESSAGES.resetEmailSent } });
    await mailSettled(stack);
    expect(await mailTo(stack, admin, 'admin')).toHaveLength(0);
    const tokens = await stack.db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.user_id', 'password_resets.user_id')
      .where('users.username', '=', 'admin')
      .select('token_hash')
      .execute();
    expect(tokens).toHaveLength(0);
  });

  it('mails a link to the reset page, as text and HTML, through the embedded SMTP server', async () => {
    const username = await user('the-mail');
    await requestReset(stack.apiUrl, username);
    await mailSettled(stack);
    const [mail] = await mailTo(stack, admin, username);
    expect(mail!.to).toEqual([username]);
    expect(mail!.subject).toBe('Signage Console: reset your password');
    expect(mail!.from).toContain('no-reply@localhost');
    const { link, token } = resetLinkIn(mail!.text);
    // Asked of the api directly: the link starts with the address the request came to.
    expect(link.startsWith(`${stack.apiUrl}/admin/reset-password?reset-token=`)).toBe(true);
    expect(mail!.html).toContain(`<a href="${link}">`);
    // Only the token's hash is stored.
    const rows = await stack.db.selectFrom('password_resets').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(tokenHash(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it(`sends at most ${RESET_REQUESTS_PER_HOUR} mails per user an hour, with the same answer past the limit`, async () => {
    const username = await user('four-times');
    const answers = [];
    for (let i = 0; i < RESET_REQUESTS_PER_HOUR + 1; i++) answers.push(await requestReset(stack.apiUrl, username));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await mailSettled(stack);
    expect(await mailTo(stack, admin, username)).toHaveLength(RESET_REQUESTS_PER_HOUR);
  });

  it('refuses a call with no headers or with both kinds', async () => {
    const none = await fetch(`${stack.apiUrl}/api/reset-password`, { method: 'POST' });
    expect(none.status).toBe(422);
    const mixed = await requestReset(stack.apiUrl, 'admin', { 'new-password': NEW, 'reset-token': 'x' });
    expect(mixed.status).toBe(422);
    expect(mixed.body.msg).toContain('username header');
  });
});

describe('POST /api/reset-password: setting the password', () => {
  it("sets it once with the mailed token and ends the user's sessions", async () => {
    const username = await user('once');
    const session = (await restLogin(stack.apiUrl, username, OLD)).body.auth_token!;
    const token = await mailedToken(username);

    expect(await setPassword(stack.apiUrl, token, NEW)).toEqual({
      status: 200,
      body: { msg: 'Your password has been reset. Sign in with the new password.' },
    });
    // Whoever held the mailed link acted as its user: the audit names them, not "A player or visitor".
    expect(await latestEntry(stack.apiUrl, admin, { action_id: 'resetPassword' })).toMatchObject({
      user: { username },
      description: expect.stringMatching(new RegExp(`^${username}: Reset password`)),
    });
    expect((await rest(stack.apiUrl, session, 'GET', '/users/me')).status).toBe(401);
    expect((await restLogin(stack.apiUrl, username, OLD)).status).toBe(401);
    expect((await restLogin(stack.apiUrl, username, NEW)).status).toBe(200);

    const again = await setPassword(stack.apiUrl, token, 'Third-Pass-789');
    expect(again).toEqual({ status: 422, body: { msg: USER_MESSAGES.resetFailed } });
    expect((await restLogin(stack.apiUrl, username, NEW)).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const username = await user('expired');
    const token = await mailedToken(username);
    await stack.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', tokenHash(token))
      .execute();
    expect(await setPassword(stack.apiUrl, token, NEW)).toEqual({
      status: 422,
      body: { msg: USER_MESSAGES.resetFailed },
    });
    expect((await restLogin(stack.apiUrl, username, OLD)).status).toBe(200);
  });

  it('refuses a token it never issued', async () => {
    const answer = await setPassword(stack.apiUrl, 'made-up-token', NEW);
    expect(answer).toEqual({ status: 422, body: { msg: USER_MESSAGES.resetFailed } });
  });

  it('refuses a weak password and keeps the token for a good one', async () => {
    const username = await user('weak');
    const token = await mailedToken(username);
    for (const weak of ['short1A', 'nouppercase123', 'NoDigitsHere', 'Ünicode-Pass-1']) {
      const answer = await setPassword(stack.apiUrl, token, weak);
      expect(answer, weak).toEqual({ status: 422, body: { msg: USER_MESSAGES.passwordRequirementsNotMet } });
    }
    expect((await setPassword(stack.apiUrl, token, NEW)).status).toBe(200);
    expect((await restLogin(stack.apiUrl, username, NEW)).status).toBe(200);
  });

  it('a newer link does not revive older ones once one was used', async () => {
    const username = await user('two-links');
    const first = await mailedToken(username);
    const second = await mailedToken(username);
    expect((await setPassword(stack.apiUrl, second, NEW)).status).toBe(200);
    expect((await setPassword(stack.apiUrl, first, 'Other-Pass-789')).status).toBe(422);
  });
});

describe('outgoing mail', () => {
  it('is refused to a user without "edit system"', async () => {
    await createUser(stack, { username: 'viewer', password: OLD, permissions: ['view layouts'] });
    const viewer = (await restLogin(stack.apiUrl, 'viewer', OLD)).body.auth_token!;
    expect((await rest(stack.apiUrl, viewer, 'GET', '/outgoing_mail/')).status).toBe(403);
    const [any] = await outgoingMail(stack, admin);
    expect((await rest(stack.apiUrl, viewer, 'GET', `/outgoing_mail/${any!.mail_id}`)).status).toBe(403);
    const answer = await gql(stack.gatewayUrl, OutgoingMailsQueryDocument, {}, viewer);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers 404 for a mail that is not there', async () => {
    const answer = await rest(stack.apiUrl, admin, 'GET', '/outgoing_mail/99999');
    expect(answer).toMatchObject({ status: 404, body: { msg: 'Mail 99999 not found.' } });
  });
});

describe('password reset through GraphQL', () => {
  it("mails a link to the console's own address and sets the password with it", async () => {
    const username = await user('graphql');
    const asked = await gql(stack.gatewayUrl, RequestPasswordResetMutationDocument, { username });
    expect(asked.data?.requestPasswordReset).toBe(USER_MESSAGES.resetEmailSent);
    await mailSettled(stack);

    const list = await gql(stack.gatewayUrl, OutgoingMailsQueryDocument, { pageSize: 100 }, admin);
    const item = list.data!.outgoingMails.items.find((m) => m.to.includes(username))!;
    expect(item.subject).toBe('Signage Console: reset your password');
    const read = await gql(stack.gatewayUrl, OutgoingMailQueryDocument, { id: item.id }, admin);
    const { link, token } = resetLinkIn(read.data!.outgoingMail.text);
    expect(link.startsWith(`${stack.gatewayUrl}/admin/reset-password?reset-token=`)).toBe(true);

    const weak = await gql(stack.gatewayUrl, ResetPasswordMutationDocument, { token, newPassword: 'weak' });
    expect(weak.errors?.[0]).toMatchObject({
      message: USER_MESSAGES.passwordRequirementsNotMet,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const done = await gql(stack.gatewayUrl, ResetPasswordMutationDocument, { token, newPassword: NEW });
    expect(done.data?.resetPassword).toBe('Your password has been reset. Sign in with the new password.');
    const reused = await gql(stack.gatewayUrl, ResetPasswordMutationDocument, { token, newPassword: NEW });
    expect(reused.errors?.[0]).toMatchObject({ message: USER_MESSAGES.resetFailed });
  });
});
