import { MEDIA_MESSAGES } from '@signage/domain/messages';
import type { NotificationType } from '@signage/domain/notifications';

/** Spec 01 §4: each queued item starts at warning and turns success or danger. */
export type UploadStatus = 'warning' | 'success' | 'danger';

/** Where an item is: being checked in the browser, waiting, being sent, or done (status says how it went). */
export type UploadPhase = 'checking' | 'ready' | 'uploading' | 'done';

export interface QueueItem {
  id: number;
  file: File;
  status: UploadStatus;
  phase: UploadPhase;
  /** 0..1 of the file sent. */
  progress: number;
  message: string;
}

export interface QueueState {
  items: readonly QueueItem[];
  nextId: number;
  /** An upload is under way. */
  running: boolean;
  /** The last upload's summary. */
  summary: Summary | null;
}

export interface Summary {
  type: NotificationType;
  message: string;
}

export type QueueAction =
  | { type: 'add'; files: readonly File[] }
  | { type: 'refuse'; id: number; message: string }
  | { type: 'ready'; id: number }
  | { type: 'remove'; id: number }
  | { type: 'run' }
  | { type: 'start'; id: number }
  | { type: 'progress'; id: number; fraction: number }
  | { type: 'finish'; id: number; ok: boolean; message: string }
  | { type: 'stop'; summary: Summary | null };

export const EMPTY_UPLOAD_QUEUE: QueueState = { items: [], nextId: 1, running: false, summary: null };

/** How many more files fit, with at most `max` in the queue (MAX_QUEUED_UPLOADS; replacing a touch app: 1). */
export function roomLeft(state: QueueState, max: number): number {
  return Math.max(0, max - state.items.length);
}

/** After an upload: "Media successfully uploaded", or "Upload complete: {n} successful, and {m} failed." */
export function summaryOf(items: readonly QueueItem[]): Summary {
  const ok = items.filter((item) => item.status === 'success').length;
  const failed = items.filter((item) => item.status === 'danger').length;
  if (failed === 0) return { type: 'success', message: MEDIA_MESSAGES.uploaded };
  return { type: ok === 0 ? 'danger' : 'warning', message: MEDIA_MESSAGES.uploadSummary(ok, failed) };
}

const update = (state: QueueState, id: number, change: (item: QueueItem) => QueueItem): QueueState => ({
  ...state,
  items: state.items.map((item) => (item.id === id ? change(item) : item)),
});

export function uploadQueueReducer(state: QueueState, action: QueueAction): QueueState {
  switch (action.type) {
    case 'add': {
      const added = action.files.map(
        (file, index): QueueItem => ({
          id: state.nextId + index,
          file,
          status: 'warning',
          phase: 'checking',
          progress: 0,
          message: '',
        }),
      );
      return { ...state, items: [...state.items, ...added], nextId: state.nextId + added.length, summary: null };
    }
    case 'refuse':
      return update(state, action.id, (item) => ({
        ...item,
        status: 'danger',
        phase: 'done',
        message: action.message,
      }));
    case 'ready':
      return update(state, action.id, (item) => (item.phase === 'checking' ? { ...item, phase: 'ready' } : item));
    case 'remove':
      return {
        ...state,
        items: state.items.filter((item) => item.id !== action.id || item.phase === 'uploading'),
      };
    case 'run':
      return { ...state, running: true, summary: null };
    case 'start':
      return update(state, action.id, (item) => ({ ...item, phase: 'uploading', progress: 0, message: '' }));
    case 'progress':
      return update(state, action.id, (item) => ({ ...item, progress: Math.min(1, Math.max(0, action.fraction)) }));
    case 'finish':
      return update(state, action.id, (item) => ({
        ...item,
        phase: 'done',
        status: action.ok ? 'success' : 'danger',
        progress: action.ok ? 1 : item.progress,
        message: action.message,
      }));
    case 'stop':
      return { ...state, running: false, summary: action.summary };
  }
}
