import type { Login } from '@signage/contract/session';

/** One typed call per REST operation the suites use. */
export function basic(username: string, password: string) {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

export async function restLogin(apiUrl: string, username: string, password: string) {
  const response = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { authorization: basic(username, password) },
  });
  return {
    status: response.status,
    body: (await response.json()) as Partial<Login> & { msg?: string },
  };
}

export async function rest(apiUrl: string, token: string | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${apiUrl}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}
