import type { InstallationInfo, LicenceDetails } from '@signage/contract/licence';
import { LICENCE_PROBLEM_HEADER } from '@signage/domain/http';
import type { LicenceTerms } from '@signage/domain/licence';
import { testLicence } from '../../../scripts/sign-licence.ts';
import { rest } from './rest.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Terms of a test licence: `devices` devices, expiring `days` days from now (negative: already expired). */
export function licenceTerms(devices: number, days: number, holder = 'Acme Retail'): LicenceTerms {
  return { holder, devices, expires: new Date(Date.now() + days * DAY_MS).toISOString() };
}

/** A licence file signed with the test key the suites' stacks trust. */
export const signedLicence = (devices: number, days: number) => testLicence(licenceTerms(devices, days));

/** POST /api_license/file: multipart with one `file` part holding `text`. */
export async function uploadLicence(apiUrl: string, token: string | undefined, text: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([text], { type: 'application/json' }), 'site.licence');
  const response = await fetch(`${apiUrl}/api/api_license/file`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return {
    status: response.status,
    problem: response.headers.get(LICENCE_PROBLEM_HEADER),
    body: (await response.json()) as { msg: string; licence?: LicenceDetails },
  };
}

export async function getLicence(apiUrl: string, token: string) {
  const answer = await rest(apiUrl, token, 'GET', '/api_license/');
  return { ...answer, problem: answer.headers.get(LICENCE_PROBLEM_HEADER), body: answer.body as LicenceDetails };
}

export async function getInstallationInfo(apiUrl: string, token: string) {
  return (await rest(apiUrl, token, 'GET', '/system_info/')) as {
    status: number;
    body: InstallationInfo & { msg?: string };
  };
}
