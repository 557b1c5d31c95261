import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

/** Issue 9: the sign-in lockout holds under concurrency, per username and per client address. */
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

/** POST /api/login as a client at `address` (the api believes X-Forwarded-For from the gateway on loopback). */
async function login(username: string, password: string, address = '203.0.113.1') {
  const response = await fetch(`${stack.apiUrl}/api/login`, {
    method: 'POST',
    headers: { authorization: basic(username, password), 'x-forwarded-for': address },
  });
  return { status: response.status, body: (await response.json()) as { msg?: string; auth_token?: string } };
}

function statuses(answers: { status: number }[]) {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('sign-in lockout under concurrency', () => {
  it('100 wrong passwords at once: five are checked, the rest are refused with 429', async () => {
    await createUser(stack, { username: 'target1', password: 'Right-Pass-1' });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login('target1', `wrong-${i}`, `198.51.100.${i + 1}`)),
    );
    expect(statuses(answers)).toEqual({ 401: 5, 429: 95 });
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.msg).toContain('Too many failed sign-in attempts');
    expect((await login('target1', 'Right-Pass-1', '198.51.100.200')).status).toBe(429);
  });

  it('40 wrong and the right one sent together do not reset the count', async () => {
    await createUser(stack, { username: 'target2', password: 'Right-Pass-2' });
    const attempts = Array.from({ length: 41 }, (_, i) =>
      i === 20 ? login('target2', 'Right-Pass-2', '198.51.100.77') : login('target2', `wrong-${i}`, `192.0.2.${i + 1}`),
    );
    const answers = await Promise.all(attempts);
    expect(answers.filter((a) => a.status === 401 || a.status === 200).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(36);
    // Whatever the order, the username is locked once more than five attempts were made.
    expect((await login('target2', 'Right-Pass-2', '198.51.100.78')).status).toBe(429);
  });

  it('limits attempts per client address across usernames', async () => {
    const address = '203.0.113.99';
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await login(`nobody-${i}`, 'wrong', address));
    expect(statuses(answers)).toEqual({ 401: 30, 429: 1 });
    // Another address is not affected, and the administrator still signs in from elsewhere.
    expect((await login('admin', ADMIN_PASSWORD, '203.0.113.100')).status).toBe(200);
  });

  it('a valid account of one’s own does not reset the address count', async () => {
    await createUser(stack, { username: 'insider', password: 'Insider-Pass-1' });
    const address = '203.0.113.150';
    for (let i = 0; i < 29; i++) expect((await login(`victim-${i}`, 'wrong', address)).status).toBe(401);
    expect((await login('insider', 'Insider-Pass-1', address)).status).toBe(200);
    expect((await login('victim-x', 'wrong', address)).status).toBe(401);
    expect((await login('victim-y', 'wrong', address)).status).toBe(429);
  });
});
