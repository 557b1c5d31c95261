import { DATA_SOURCE_MESSAGES } from '@signage/domain/data-sources/data-source';
import { errorFromMsg } from '@signage/domain/messages';

/** What became of a CSV sent to a data source. */
export type UploadOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'failure'; message: string }
  /** 401: the session is gone. */
  | { kind: 'unauthenticated' };

export interface SendDataSourceFileOptions {
  /** The source's uploadPath (PUT /api/data_sources/{id}), or with `fields` the create path (POST). */
  url: string;
  file: File;
  /** A new source's fields (snake_case, as the REST service takes them): created with its file, in one request. */
  fields?: Record<string, unknown>;
  token: string | null;
  /** Fraction 0..1 of the body sent. */
  onProgress?: (fraction: number) => void;
  /** For tests: makes the request object. */
  createXhr?: () => XMLHttpRequest;
}

function msgOf(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    const msg = body && typeof body === 'object' ? (body as { msg?: unknown }).msg : undefined;
    return typeof msg === 'string' && msg ? msg : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec 02 §7/§8: the upload resolves on 200 and rejects with 'error' on 500 (or no answer at all). A refusal the
 * service explains (422: not a CSV, no Key column) shows as "Error: {msg}", like any other save.
 */
export function uploadOutcomeOf(status: number, responseText: string): UploadOutcome {
  if (status === 200) return { kind: 'success', message: DATA_SOURCE_MESSAGES.uploaded };
  if (status === 201) return { kind: 'success', message: DATA_SOURCE_MESSAGES.created };
  if (status === 401) return { kind: 'unauthenticated' };
  if (status >= 500 || status === 0) return { kind: 'failure', message: DATA_SOURCE_MESSAGES.uploadFailed };
  return { kind: 'failure', message: errorFromMsg(msgOf(responseText)) };
}

/**
 * PUTs the CSV as multipart/form-data with one `file` part (with `fields`: POSTs them as a `json` part before it),
 * by XMLHttpRequest so the progress is real (`upload.onprogress`), as the media upload does. Never rejects.
 */
export function sendDataSourceFile({ url, file, fields, token, onProgress, createXhr }: SendDataSourceFileOptions) {
  return new Promise<UploadOutcome>((resolve) => {
    const xhr = createXhr ? createXhr() : new XMLHttpRequest();
    xhr.open(fields ? 'POST' : 'PUT', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve(uploadOutcomeOf(xhr.status, xhr.responseText));
    const failed = () => resolve({ kind: 'failure', message: DATA_SOURCE_MESSAGES.uploadFailed });
    xhr.onerror = failed;
    xhr.onabort = failed;
    const form = new FormData();
    if (fields) form.append('json', JSON.stringify(fields));
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
