import { MEDIA_MESSAGES } from '@signage/domain/messages';
import { type SendFileOptions, type SendOutcome, sendFile } from '../../../lib/send-file.ts';

export interface SendMediaFileOptions extends SendFileOptions {
  /** POST adds media (mediaUploadPath); PUT /api/media/{id} replaces a touch app's file. */
  method?: 'POST' | 'PUT';
  /** Sent as the `json` part {"tags": [...]}; left out when undefined (a replacement). */
  tags?: readonly string[];
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

/** Sends one media file (one request per file, so each has its own progress bar). Never rejects. */
export function sendMediaFile({ method = 'POST', tags, ...options }: SendMediaFileOptions): Promise<SendOutcome> {
  return sendFile(options, {
    method,
    json: tags ? { tags } : undefined,
    outcomeOf,
    failed: MEDIA_MESSAGES.uploadFailed,
  });
}
