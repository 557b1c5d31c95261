import { getToken } from './session.ts';

/**
 * Saves a report's CSV export. The export needs the session's token, which a plain link cannot send: fetched
 * with it, then handed to the browser as a download under the name the api gives. Answers false on a refusal.
 */
export async function downloadCsv(path: string, params: [string, string][], fallbackName: string) {
  const href = `/api/reports/${path}?${new URLSearchParams(params)}`;
  const response = await fetch(href, { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
  return true;
}

/** Query parameters of a list: one pair per value. */
export const listParams = (name: string, values: readonly string[] | null | undefined): [string, string][] =>
  (values ?? []).map((value) => [name, value]);
