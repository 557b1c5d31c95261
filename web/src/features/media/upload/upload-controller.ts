import { MAX_QUEUED_UPLOADS } from '@signage/domain/constants';
import { MEDIA_MESSAGES } from '@signage/domain/messages';
import type { ConfirmOptions } from '../../../components/confirm/confirm-context.ts';
import type { Notify } from '../../../components/notifications/use-notify.ts';
import type { SendOutcome } from '../../../lib/send-file.ts';
import {
  EMPTY_UPLOAD_QUEUE,
  type QueueAction,
  type QueueState,
  roomLeft,
  summaryOf,
  uploadQueueReducer,
} from './upload-queue.ts';

/** Spec 01 §4: the summary after an upload with failures is shown 4 seconds. */
export const UPLOAD_SUMMARY_MS = 4000;
/** Files sent at the same time. */
export const UPLOAD_CONCURRENCY = 2;

/** Asked before uploading without tags when the user has forced tags (spec 01 §5). */
export const NO_TAGS_CONFIRM: ConfirmOptions = {
  message: 'You have not entered any tags. The media will only carry your forced tags. Continue?',
  okText: 'Upload',
  okColorPalette: 'accent',
  okIcon: null,
};

export interface UploadDeps {
  /** The browser's checks: the refusal message, or null to send. */
  check(file: File): Promise<string | null>;
  send(file: File, tags: readonly string[], onProgress: (fraction: number) => void): Promise<SendOutcome>;
  notify: Notify;
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** A 401 answer: the session is gone. */
  onUnauthenticated(): void;
  /** Some files were stored: the list should reload. */
  onUploaded(): void;
}

export interface UploadController {
  getState(): QueueState;
  subscribe(listener: () => void): () => void;
  addFiles(files: readonly File[]): void;
  remove(id: number): void;
  /** Sends every waiting file with `tags` (forced tags are added by the server). */
  upload(tags: readonly string[], forcedTags: readonly string[]): Promise<void>;
}

/**
 * The upload queue's behaviour (spec 01 §4, §5): checks on arrival, the queue limit, the empty-queue and no-tags
 * rules, sending two files at a time, and the summary. Lives outside React so its state is always current.
 */
export function createUploadController(deps: UploadDeps, maxQueued: number = MAX_QUEUED_UPLOADS): UploadController {
  let state = EMPTY_UPLOAD_QUEUE;
  const listeners = new Set<() => void>();
  const checks = new Set<Promise<void>>();

  const dispatch = (action: QueueAction) => {
    state = uploadQueueReducer(state, action);
    for (const listener of listeners) listener();
  };

  const addFiles = (files: readonly File[]) => {
    const admitted = files.slice(0, roomLeft(state, maxQueued));
    if (admitted.length < files.length) deps.notify('danger', MEDIA_MESSAGES.maxUploads);
    if (admitted.length === 0) return;
    const firstId = state.nextId;
    dispatch({ type: 'add', files: admitted });
    admitted.forEach((file, index) => {
      const id = firstId + index;
      const check: Promise<void> = deps
        .check(file)
        .catch(() => null)
        .then((refusal) => dispatch(refusal ? { type: 'refuse', id, message: refusal } : { type: 'ready', id }))
        .finally(() => checks.delete(check));
      checks.add(check);
    });
  };

  const upload = async (tags: readonly string[], forcedTags: readonly string[]) => {
    if (state.running) return;
    await Promise.all([...checks]);
    const waiting = state.items.filter((item) => item.phase === 'ready');
    if (waiting.length === 0) {
      deps.notify('danger', MEDIA_MESSAGES.emptyQueue);
      return;
    }
    if (tags.length === 0) {
      if (forcedTags.length === 0) {
        deps.notify('danger', MEDIA_MESSAGES.noTags);
        return;
      }
      if (!(await deps.confirm(NO_TAGS_CONFIRM))) return;
    }

    dispatch({ type: 'run' });
    const pending = [...waiting];
    let sessionGone = false;
    const worker = async () => {
      for (let item = pending.shift(); item && !sessionGone; item = pending.shift()) {
        const { id } = item;
        // Removed from the queue while waiting its turn.
        if (!state.items.some((i) => i.id === id && i.phase === 'ready')) continue;
        dispatch({ type: 'start', id });
        const outcome = await deps.send(item.file, tags, (fraction) => dispatch({ type: 'progress', id, fraction }));
        if (outcome.kind === 'unauthenticated') {
          sessionGone = true;
          return;
        }
        dispatch({ type: 'finish', id, ok: outcome.kind === 'success', message: outcome.message });
      }
    };
    await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, worker));

    if (sessionGone) {
      dispatch({ type: 'stop', summary: null });
      deps.onUnauthenticated();
      return;
    }
    const summary = summaryOf(state.items);
    dispatch({ type: 'stop', summary });
    deps.notify(summary.type, summary.message, summary.type === 'success' ? undefined : UPLOAD_SUMMARY_MS);
    if (state.items.some((item) => item.status === 'success')) deps.onUploaded();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    addFiles,
    remove: (id) => dispatch({ type: 'remove', id }),
    upload,
  };
}
