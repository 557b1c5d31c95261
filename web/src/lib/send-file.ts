/** What became of a file sent to the REST service. */
export type SendOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'failure'; message: string }
  /** 401: the session is gone. */
  | { kind: 'unauthenticated' };

/** What every file upload of the console is given: where it goes, the session token, and its progress. */
export interface SendFileOptions {
  url: string;
  file: File;
  token: string | null;
  /** Fraction 0..1 of the body sent. */
  onProgress?: (fraction: number) => void;
  /** For tests: makes the request object. */
  createXhr?: () => XMLHttpRequest;
}

/** How one upload is sent and how its answer reads. */
export interface SendFileRequest {
  method: 'POST' | 'PUT';
  /** Sent as a `json` part before the file; left out when undefined. */
  json?: unknown;
  /** The outcome of the service's answer. */
  outcomeOf: (status: number, responseText: string) => SendOutcome;
  /** The message when no answer came at all (the network, an abort). */
  failed: string;
}

/**
 * Sends one file as multipart/form-data (a `json` part first if given, then `file`) by XMLHttpRequest, so the
 * upload's progress is real (`upload.onprogress`), as the media and data source uploads both need. Never rejects.
 */
export function sendFile(options: SendFileOptions, request: SendFileRequest): Promise<SendOutcome> {
  const { url, file, token, onProgress, createXhr } = options;
  return new Promise((resolve) => {
    const xhr = createXhr ? createXhr() : new XMLHttpRequest();
    xhr.open(request.method, url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve(request.outcomeOf(xhr.status, xhr.responseText));
    const failed = () => resolve({ kind: 'failure', message: request.failed });
    xhr.onerror = failed;
    xhr.onabort = failed;
    const form = new FormData();
    if (request.json !== undefined) form.append('json', JSON.stringify(request.json));
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
