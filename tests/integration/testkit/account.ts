import { generate } from 'otplib';
import { rest, restLogin } from './rest.ts';

/** Account security calls the suites use: one typed function per operation. */

/** Sign in with the username and password as headers (spec 01 §7). */
export async function headerLogin(apiUrl: string, username: string, password: string) {
  const response = await fetch(`${apiUrl}/api/login`, { method: 'POST', headers: { username, password } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The current TOTP code for a secret, as an authenticator app would show it. */
export const totpCode = (secret: string, epoch?: number) =>
  generate({ secret, ...(epoch ? { epoch } : {}) }) as Promise<string>;

/** Enrols two-factor for a signed-in session; answers the secret and the recovery codes. */
export async function enrolTwoFactor(apiUrl: string, token: string) {
  const started = await rest(apiUrl, token, 'POST', '/account/two_factor/enrolment');
  if (started.status !== 200) throw new Error(`enrolment: ${JSON.stringify(started.body)}`);
  const secret = started.body.secret as string;
  const confirmed = await rest(apiUrl, token, 'POST', '/account/two_factor/confirmation', {
    code: await totpCode(secret),
  });
  if (confirmed.status !== 200) throw new Error(`confirmation: ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.recovery_codes as string[], started: started.body };
}

/** The first step of a two-factor sign-in: answers the challenge. */
export async function loginChallenge(apiUrl: string, username: string, password: string) {
  const { status, body } = await restLogin(apiUrl, username, password);
  const challenge = (body as { challenge?: string }).challenge;
  if (status !== 200 || !challenge) throw new Error(`no challenge: ${status} ${JSON.stringify(body)}`);
  return challenge;
}

export async function secondFactor(apiUrl: string, challenge: string, code: string) {
  return rest(apiUrl, undefined, 'POST', '/login/two_factor', { challenge, code });
}

export async function createApiToken(
  apiUrl: string,
  token: string,
  body: { name: string; read_only: boolean; permissions?: string[]; expires_at?: string },
) {
  return rest(apiUrl, token, 'POST', '/account/api_tokens/', {
    permissions: [],
    expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    ...body,
  });
}
