import { errorForStatus } from '@signage/domain/error-catalogue';
import { MESSAGES } from '@signage/domain/messages';
import { msgOf } from './rest-msg.ts';
import { getToken } from './session.ts';

/** What became of an export: saved, or refused with the message to show (the api's own where it gave one). */
export type DownloadOutcome = { ok: true } | { ok: false; message: string };

/**
 * Saves a report's CSV export. The export needs the session's token, which a plain link cannot send: fetched
 * with it, then handed to the browser as a download under the name the api gives. Never rejects.
 */
export async function downloadCsv(
  path: string,
  params: [string, string][],
  fallbackName: string,
): Promise<DownloadOutcome> {
  const href = `/api/reports/${path}?${new URLSearchParams(params)}`;
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(href, { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
    if (!response.ok)
      return { ok: false, message: errorForStatus(response.status, msgOf(await response.text())).message };
    blob = await response.blob();
  } catch {
    // No answer, or the answer broke off part way (the server went away during a long export).
    return { ok: false, message: MESSAGES.cannotConnect };
  }
  const url = URL.createObjectURL(blob);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
  return { ok: true };
}

/** Query parameters of a list: one pair per value. */
export const listParams = (name: string, values: readonly string[] | null | undefined): [string, string][] =>
  (values ?? []).map((value) => [name, value]);
