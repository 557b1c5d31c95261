import { DATA_SOURCE_MESSAGES } from '@signage/domain/data-sources/data-source';
import { errorFromMsg } from '@signage/domain/messages';
import { msgOf } from '../../../lib/rest-msg.ts';
import { type SendFileOptions, type SendOutcome, sendFile } from '../../../lib/send-file.ts';

export interface SendDataSourceFileOptions extends SendFileOptions {
  /** The source's uploadPath (PUT /api/data_sources/{id}), or with `fields` the create path (POST). */
  url: string;
  /** A new source's fields (snake_case, as the REST service takes them): created with its file, in one request. */
  fields?: Record<string, unknown>;
}

/**
 * Spec 02 §7/§8: the upload resolves on 200 and rejects with 'error' on 500 (or no answer at all). A refusal the
 * service explains (422: not a CSV, no Key column) shows as "Error: {msg}", like any other save.
 */
export function uploadOutcomeOf(status: number, responseText: string): SendOutcome {
  if (status === 200) return { kind: 'success', message: DATA_SOURCE_MESSAGES.uploaded };
  if (status === 201) return { kind: 'success', message: DATA_SOURCE_MESSAGES.created };
  if (status === 401) return { kind: 'unauthenticated' };
  if (status >= 500 || status === 0) return { kind: 'failure', message: DATA_SOURCE_MESSAGES.uploadFailed };
  return { kind: 'failure', message: errorFromMsg(msgOf(responseText)) };
}

/**
 * PUTs the CSV as multipart/form-data with one `file` part (with `fields`: POSTs them as a `json` part before it),
 * by XMLHttpRequest so the progress is real, as the media upload does. Never rejects.
 */
export function sendDataSourceFile({ fields, ...options }: SendDataSourceFileOptions): Promise<SendOutcome> {
  return sendFile(options, {
    method: fields ? 'POST' : 'PUT',
    json: fields,
    outcomeOf: uploadOutcomeOf,
    failed: DATA_SOURCE_MESSAGES.uploadFailed,
  });
}
