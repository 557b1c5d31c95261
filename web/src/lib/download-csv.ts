import { errorForStatus } from '@signage/domain/error-catalogue';
import { MESSAGES } from '@signage/domain/messages';
import { msgOf } from './rest-msg.ts';
import { getToken } from './session.ts';

/** What became of an export: handed to the browser, or refused with the message to show (the api's own where it gave one). */
export type DownloadOutcome = { ok: true } | { ok: false; message: string };

/**
 * Saves a report's CSV export. The export needs the session's token, which a plain link cannot send: the api
 * signs a short-lived link to the export for this user (refusing there what the export would refuse, so the
 * message can be shown), and the browser opens it as a download, saving the file to disk as it streams in
 * rather than holding a month of events in the page's memory first. Never rejects.
 */
export async function downloadCsv(
  path: string,
  params: [string, string][],
  fallbackName: string,
): Promise<DownloadOutcome> {
  let url: string;
  try {
    const response = await fetch(`/api/reports/links/${path}?${new URLSearchParams(params)}`, {
      headers: { authorization: `Bearer ${getToken() ?? ''}` },
    });
    const text = await response.text();
    if (!response.ok) return { ok: false, message: errorForStatus(response.status, msgOf(text)).message };
    url = (JSON.parse(text) as { url: string }).url;
  } catch {
    return { ok: false, message: MESSAGES.cannotConnect };
  }
  // The api names the file (Content-Disposition); the fallback name is for a browser that does not take it.
  Object.assign(document.createElement('a'), { href: url, download: fallbackName }).click();
  return { ok: true };
}

/** Query parameters of a list: one pair per value. */
export const listParams = (name: string, values: readonly string[] | null | undefined): [string, string][] =>
  (values ?? []).map((value) => [name, value]);
