import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../api/src/auth/tokens.ts';
import {
  createApiToken,
  enrolTwoFactor,
  headerLogin,
  loginChallenge,
  secondFactor,
  totpCode,
} from './testkit/account.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
// The machine is shared: starting the stack may take longer than the project's default.
beforeAll(async () => {
  stack = await startTestStack();
}, 240_000);
afterAll(async () => {
  await stack?.close();
});

async function signedIn(username: string, password: string, userAgent = 'vitest') {
  const response = await fetch(`${stack.apiUrl}/api/login`, {
    method: 'POST',
    headers: { username, password, 'user-agent': userAgent },
  });
  const body = (await response.json()) as { auth_token: string; user_id: number };
  if (!body.auth_token) throw new Error(JSON.stringify(body));
  return body.auth_token;
}

describe('POST /login', () => {
  it('takes the username and password as headers, as well as HTTP Basic', async () => {
    const headers = await headerLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD);
    expect(headers.status).toBe(200);
    expect(headers.body.auth_token).toMatch(/^[\w-]{40,}$/);
    const basic = await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD);
    expect(basic.status).toBe(200);
    expect(basic.body.user_id).toBe(headers.body.user_id);
  });

  it('refuses wrong header credentials with both forms of the failure text', async () => {
    const wrong = await headerLogin(stack.apiUrl, 'admin', 'not-it');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      msg: 'Wrong Username/Password. Please try again...',
      error: 'incorrect username/password',
    });
    const none = await fetch(`${stack.apiUrl}/api/login`, { method: 'POST' });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: 'incorrect username/password' });
  });
});

describe('two-factor sign-in', () => {
  it('enrols with a QR code and the secret as text, and is off until a code confirms it', async () => {
    await createUser(stack, { username: 'totp-enrol', password: 'Totp-Pass-1' });
    const token = await signedIn('totp-enrol', 'Totp-Pass-1');
    const started = await rest(stack.apiUrl, token, 'POST', '/account/two_factor/enrolment');
    expect(started.body.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(started.body.otpauth_uri).toContain(`secret=${started.body.secret}`);
    // Not yet confirmed: sign-in still needs only the password.
    expect((await restLogin(stack.apiUrl, 'totp-enrol', 'Totp-Pass-1')).body.auth_token).toBeTruthy();
    const wrong = await rest(stack.apiUrl, token, 'POST', '/account/two_factor/confirmation', { code: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.msg).toBe(ACCOUNT_MESSAGES.wrongCode);
    const secret = started.body.secret as string;
    const confirmed = await rest(stack.apiUrl, token, 'POST', '/account/two_factor/confirmation', {
      code: await totpCode(secret),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    // Stored encrypted and hashed: neither the secret nor a code is in the database as text.
    const row = await stack.db.selectFrom('two_factor').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_ciphertext).not.toContain(secret);
    const codes = await stack.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(codes.map((c) => c.code_hash).join()).not.toContain(confirmed.body.recovery_codes[0].slice(0, 5));
    const state = await rest(stack.apiUrl, token, 'GET', '/account/two_factor');
    expect(state.body).toMatchObject({ enabled: true, enrolling: false, recovery_codes_left: 10 });
  });

  it('asks for the code as a second step: the first answers a challenge, not a session', async () => {
    await createUser(stack, { username: 'totp-user', password: 'Totp-Pass-1' });
    const { secret } = await enrolTwoFactor(stack.apiUrl, await signedIn('totp-user', 'Totp-Pass-1'));
    const first = await restLogin(stack.apiUrl, 'totp-user', 'Totp-Pass-1');
    expect(first.status).toBe(200);
    expect(first.body.auth_token).toBeUndefined();
    const challenge = (first.body as { challenge: string }).challenge;
    // The challenge is not a bearer token.
    expect((await rest(stack.apiUrl, challenge, 'GET', '/users/me')).status).toBe(401);
    const wrong = await secondFactor(stack.apiUrl, challenge, '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.body.msg).toBe(ACCOUNT_MESSAGES.wrongCode);
    // The code of the step the enrolment used is spent: the next step's code signs in.
    const next = await totpCode(secret, Math.floor(Date.now() / 1000) + 30);
    const ok = await secondFactor(stack.apiUrl, challenge, next);
    expect(ok.status).toBe(200);
    expect((await rest(stack.apiUrl, ok.body.auth_token, 'GET', '/users/me')).body.username).toBe('totp-user');
    // The challenge is spent, and the same code cannot be used again.
    expect((await secondFactor(stack.apiUrl, challenge, next)).body.msg).toBe(ACCOUNT_MESSAGES.challengeExpired);
    const again = await loginChallenge(stack.apiUrl, 'totp-user', 'Totp-Pass-1');
    expect((await secondFactor(stack.apiUrl, again, next)).body.msg).toBe(ACCOUNT_MESSAGES.wrongCode);
  });

  it('takes each recovery code once', async () => {
    await createUser(stack, { username: 'recovering', password: 'Totp-Pass-1' });
    const { recoveryCodes } = await enrolTwoFactor(stack.apiUrl, await signedIn('recovering', 'Totp-Pass-1'));
    const code = recoveryCodes[3]!;
    const first = await secondFactor(
      stack.apiUrl,
      await loginChallenge(stack.apiUrl, 'recovering', 'Totp-Pass-1'),
      code,
    );
    expect(first.status).toBe(200);
    const second = await secondFactor(
      stack.apiUrl,
      await loginChallenge(stack.apiUrl, 'recovering', 'Totp-Pass-1'),
      code.toUpperCase(),
    );
    expect(second.status).toBe(401);
    const state = await rest(stack.apiUrl, first.body.auth_token, 'GET', '/account/two_factor');
    expect(state.body.recovery_codes_left).toBe(9);
  });

  it('throttles guessing at the second factor like the password', async () => {
    await createUser(stack, { username: 'guessed-code', password: 'Totp-Pass-1' });
    await enrolTwoFactor(stack.apiUrl, await signedIn('guessed-code', 'Totp-Pass-1'));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const challenge = await loginChallenge(stack.apiUrl, 'guessed-code', 'Totp-Pass-1').catch(() => undefined);
      if (!challenge) {
        statuses.push(429);
        continue;
      }
      statuses.push((await secondFactor(stack.apiUrl, challenge, `11111${i}`)).status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses).toContain(429);
    const locked = await restLogin(stack.apiUrl, 'guessed-code', 'Totp-Pass-1');
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toContain('Too many failed sign-in attempts');
  });

  it('turns off with the password, not with a wrong one', async () => {
    await createUser(stack, { username: 'turning-off', password: 'Totp-Pass-1' });
    const token = await signedIn('turning-off', 'Totp-Pass-1');
    await enrolTwoFactor(stack.apiUrl, token);
    const wrong = await rest(stack.apiUrl, token, 'POST', '/account/two_factor/disable', { password: 'nope' });
    expect(wrong.body.msg).toBe(ACCOUNT_MESSAGES.wrongPassword);
    const none = await rest(stack.apiUrl, token, 'POST', '/account/two_factor/disable', {});
    expect(none.body.msg).toBe(ACCOUNT_MESSAGES.disableNeedsProof);
    const off = await rest(stack.apiUrl, token, 'POST', '/account/two_factor/disable', { password: 'Totp-Pass-1' });
    expect(off.body.msg).toBe(ACCOUNT_MESSAGES.disabled);
    expect((await restLogin(stack.apiUrl, 'turning-off', 'Totp-Pass-1')).body.auth_token).toBeTruthy();
  });

  it('when required for everyone, a user without it may only enrol', async () => {
    await createUser(stack, { username: 'must-enrol', password: 'Totp-Pass-1', permissions: ['view media'] });
    await createUser(stack, { username: 'security', password: 'Totp-Pass-1', permissions: ['edit system'] });
    const admin = await signedIn('security', 'Totp-Pass-1');
    const plain = await signedIn('must-enrol', 'Totp-Pass-1');
    const refused = await rest(stack.apiUrl, plain, 'PUT', '/system/two_factor', { required: true });
    expect(refused.status).toBe(403);
    const withoutOwn = await rest(stack.apiUrl, admin, 'PUT', '/system/two_factor', { required: true });
    expect(withoutOwn.body.msg).toBe(ACCOUNT_MESSAGES.requireNeedsOwn);
    await enrolTwoFactor(stack.apiUrl, admin);
    expect((await rest(stack.apiUrl, admin, 'PUT', '/system/two_factor', { required: true })).status).toBe(200);
    try {
      const login = await headerLogin(stack.apiUrl, 'must-enrol', 'Totp-Pass-1');
      expect(login.body.two_factor_enrolment_required).toBe(true);
      const token = login.body.auth_token as string;
      const media = await rest(stack.apiUrl, token, 'GET', '/media/');
      expect(media.status).toBe(403);
      expect(media.body.msg).toBe(ACCOUNT_MESSAGES.enrolmentRequired);
      expect((await rest(stack.apiUrl, token, 'GET', '/users/me')).status).toBe(200);
      await enrolTwoFactor(stack.apiUrl, token);
      expect((await rest(stack.apiUrl, token, 'GET', '/media/')).status).toBe(200);
    } finally {
      await rest(stack.apiUrl, admin, 'PUT', '/system/two_factor', { required: false });
    }
  });
});

describe('personal API tokens', () => {
  it('are shown once, stored hashed, and work as Bearer with their last use recorded', async () => {
    await createUser(stack, { username: 'integrator', password: 'Token-Pass-1', permissions: ['view media'] });
    const session = await signedIn('integrator', 'Token-Pass-1');
    const created = await createApiToken(stack.apiUrl, session, { name: 'CI reader', read_only: true });
    expect(created.status).toBe(200);
    const token = created.body.token as string;
    expect(token.startsWith('sgn_pat_')).toBe(true);
    expect(created.body.api_token).toMatchObject({ name: 'CI reader', read_only: true, last_used_at: null });
    const row = await stack.db.selectFrom('api_tokens').select('token_hash').executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(tokenHash(token));
    expect((await rest(stack.apiUrl, token, 'GET', '/media/')).status).toBe(200);
    const listed = await rest(stack.apiUrl, session, 'GET', '/account/api_tokens/');
    expect(listed.body.api_tokens[0].last_used_at).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(token);
  });

  it('a read-only token makes no writes, and no token manages the account', async () => {
    const admin = await signedIn('admin', ADMIN_PASSWORD);
    const token = (await createApiToken(stack.apiUrl, admin, { name: 'reader', read_only: true })).body.token;
    const write = await rest(stack.apiUrl, token, 'POST', '/tag_groups/', { name: 'x', color: 'red' });
    expect(write.status).toBe(403);
    expect(write.body.msg).toBe(ACCOUNT_MESSAGES.tokenReadOnly);
    const scoped = (
      await createApiToken(stack.apiUrl, admin, { name: 'media', read_only: false, permissions: ['edit media'] })
    ).body.token;
    const more = await createApiToken(stack.apiUrl, scoped, { name: 'child', read_only: true });
    expect(more.status).toBe(403);
    expect(more.body.msg).toBe(ACCOUNT_MESSAGES.tokenNotForAccount);
    expect((await rest(stack.apiUrl, scoped, 'GET', '/account/sessions/')).status).toBe(403);
  });

  it('never does more than its owner, even after the owner is demoted', async () => {
    const userId = await createUser(stack, {
      username: 'demoted',
      password: 'Token-Pass-1',
      permissions: ['view media', 'view layouts'],
    });
    const session = await signedIn('demoted', 'Token-Pass-1');
    const beyond = await createApiToken(stack.apiUrl, session, {
      name: 'too much',
      read_only: false,
      permissions: ['edit users'],
    });
    expect(beyond.status).toBe(422);
    expect(beyond.body.msg).toBe('You cannot give a token permissions you do not hold: edit users.');
    const token = (
      await createApiToken(stack.apiUrl, session, { name: 'media', read_only: false, permissions: ['view media'] })
    ).body.token;
    // Its scope is media only: layouts are refused though the owner may read them.
    expect((await rest(stack.apiUrl, token, 'GET', '/media/')).status).toBe(200);
    expect((await rest(stack.apiUrl, token, 'GET', '/layouts/')).status).toBe(403);
    await stack.db
      .updateTable('users')
      .set({ permissions: ['view layouts'] })
      .where('user_id', '=', userId)
      .execute();
    expect((await rest(stack.apiUrl, token, 'GET', '/media/')).status).toBe(403);
  });

  it('are refused with 401 once revoked or expired', async () => {
    const admin = await signedIn('admin', ADMIN_PASSWORD);
    const created = await createApiToken(stack.apiUrl, admin, { name: 'short', read_only: true });
    const token = created.body.token as string;
    const id = created.body.api_token.api_token_id;
    expect((await rest(stack.apiUrl, admin, 'DELETE', `/account/api_tokens/${id}`)).body.msg).toBe(
      ACCOUNT_MESSAGES.tokenRevoked,
    );
    const revoked = await rest(stack.apiUrl, token, 'GET', '/users/me');
    expect(revoked.status).toBe(401);
    expect(revoked.body.msg).toBe(ACCOUNT_MESSAGES.tokenRefused);
    const other = await createApiToken(stack.apiUrl, admin, { name: 'expiring', read_only: true });
    await stack.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('api_token_id', '=', other.body.api_token.api_token_id)
      .execute();
    expect((await rest(stack.apiUrl, other.body.token, 'GET', '/users/me')).status).toBe(401);
    const past = await createApiToken(stack.apiUrl, admin, {
      name: 'past',
      read_only: true,
      expires_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(past.body.msg).toBe(ACCOUNT_MESSAGES.tokenExpiryPast);
  });
});

describe('sessions', () => {
  it('lists your own with device and address, ends one, and signs out everywhere', async () => {
    await createUser(stack, { username: 'traveller', password: 'Session-Pass-1' });
    const laptop = await signedIn('traveller', 'Session-Pass-1', 'Laptop Browser');
    const phone = await signedIn('traveller', 'Session-Pass-1', 'Phone Browser');
    const tablet = await signedIn('traveller', 'Session-Pass-1', 'Tablet Browser');
    const listed = await rest(stack.apiUrl, laptop, 'GET', '/account/sessions/');
    expect(listed.body.sessions).toHaveLength(3);
    const mine = listed.body.sessions.find((s: { current: boolean }) => s.current);
    expect(mine.user_agent).toBe('Laptop Browser');
    expect(mine.address).toBe('127.0.0.1');
    const phoneRow = listed.body.sessions.find((s: { user_agent: string }) => s.user_agent === 'Phone Browser');
    expect((await rest(stack.apiUrl, laptop, 'DELETE', `/account/sessions/${phoneRow.session_id}`)).status).toBe(200);
    expect((await rest(stack.apiUrl, phone, 'GET', '/users/me')).status).toBe(401);
    expect((await rest(stack.apiUrl, tablet, 'GET', '/users/me')).status).toBe(200);
    // Another user's session is not yours to end.
    const admin = await signedIn('admin', ADMIN_PASSWORD);
    const tabletRow = (await rest(stack.apiUrl, tablet, 'GET', '/account/sessions/')).body.sessions.find(
      (s: { current: boolean }) => s.current,
    );
    expect((await rest(stack.apiUrl, admin, 'DELETE', `/account/sessions/${tabletRow.session_id}`)).status).toBe(404);
    expect((await rest(stack.apiUrl, laptop, 'POST', '/account/sessions/end_all')).status).toBe(200);
    expect((await rest(stack.apiUrl, tablet, 'GET', '/users/me')).status).toBe(401);
    expect((await rest(stack.apiUrl, laptop, 'GET', '/users/me')).status).toBe(401);
  });

  it('a password change needs the current password and ends the other sessions', async () => {
    await createUser(stack, { username: 'changer', password: 'Change-Pass-1' });
    const here = await signedIn('changer', 'Change-Pass-1');
    const there = await signedIn('changer', 'Change-Pass-1');
    const weak = await rest(stack.apiUrl, here, 'PUT', '/account/password', {
      current_password: 'Change-Pass-1',
      new_password: 'short',
    });
    expect(weak.body.msg).toBe('Password requirements not met, unable to save user.');
    const wrong = await rest(stack.apiUrl, here, 'PUT', '/account/password', {
      current_password: 'nope',
      new_password: 'Changed-Pass-2',
    });
    expect(wrong.body.msg).toBe(ACCOUNT_MESSAGES.wrongPassword);
    const ok = await rest(stack.apiUrl, here, 'PUT', '/account/password', {
      current_password: 'Change-Pass-1',
      new_password: 'Changed-Pass-2',
    });
    expect(ok.body.msg).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect((await rest(stack.apiUrl, there, 'GET', '/users/me')).status).toBe(401);
    expect((await rest(stack.apiUrl, here, 'GET', '/users/me')).status).toBe(200);
    expect((await headerLogin(stack.apiUrl, 'changer', 'Changed-Pass-2')).status).toBe(200);
  });
});
