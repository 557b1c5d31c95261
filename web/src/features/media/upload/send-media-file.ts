import { MEDIA_MESSAGES } from '@signage/domain/messages';

/** What became of one file sent to the REST service. */
export type SendOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'failure'; message: string }
  /** 401: the session is gone. */
  | { kind: 'unauthenticated' };

export interface SendMediaFileOptions {
  url: string;
  /** POST adds media (mediaUploadPath); PUT /api/media/{id} replaces a touch app's file. */
  method?: 'POST' | 'PUT';
  file: File;
  /** Sent as the `json` part {"tags": [...]}; left out when undefined (a replacement). */
  tags?: readonly string[];
  token: string | null;
  /** Fraction 0..1 of the body sent. */
  onProgress?: (fraction: number) => void;
  /** For tests: makes the request object. */
  createXhr?: () => XMLHttpRequest;
}

interface FileAnswer {
  status?: string;
  msg?: string;
}

function parse(text: string): { msg?: unknown; media?: unknown } | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as { msg?: unknown; media?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The outcome of an answer: 201/207 carry one answer per file ({file_name, status, msg}); 400 refuses with `msg`
 * and the per-file answers; 422 and other 4xx with `msg`; 401 ends the session; without a JSON msg the spec's
 * "An error has occured. File cannot be uploaded" (spec 01 §8).
 */
export function outcomeOf(status: number, responseText: string): SendOutcome {
  if (status === 401) return { kind: 'unauthenticated' };
  const body = parse(responseText);
  const answer: FileAnswer | undefined = Array.isArray(body?.media) ? (body.media[0] as FileAnswer) : undefined;
  const bodyMsg = typeof body?.msg === 'string' && body.msg ? body.msg : undefined;
  const answerMsg = typeof answer?.msg === 'string' && answer.msg ? answer.msg : undefined;
  if (status >= 200 && status < 300) {
    if (answer?.status === 'danger') return { kind: 'failure', message: answerMsg ?? MEDIA_MESSAGES.uploadFailed };
    return { kind: 'success', message: answerMsg ?? MEDIA_MESSAGES.uploaded };
  }
  return { kind: 'failure', message: answerMsg ?? bodyMsg ?? MEDIA_MESSAGES.uploadFailed };
}

/**
 * Sends one file as multipart/form-data with XMLHttpRequest, so the upload's progress is real
 * (`upload.onprogress`). One request per file, so each has its own progress bar. Never rejects.
 */
export function sendMediaFile(options: SendMediaFileOptions): Promise<SendOutcome> {
  const { url, method = 'POST', file, tags, token, onProgress } = options;
  return new Promise((resolve) => {
    const xhr = options.createXhr ? options.createXhr() : new XMLHttpRequest();
    xhr.open(method, url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve(outcomeOf(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve({ kind: 'failure', message: MEDIA_MESSAGES.uploadFailed });
    xhr.onabort = () => resolve({ kind: 'failure', message: MEDIA_MESSAGES.uploadFailed });
    const form = new FormData();
    if (tags) form.append('json', JSON.stringify({ tags }));
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
