import { MEDIA_MESSAGES } from '@signage/domain/messages';
import { describe, expect, it } from 'vitest';
import { EMPTY_UPLOAD_QUEUE, type QueueAction, roomLeft, summaryOf, uploadQueueReducer } from './upload-queue.ts';

const file = (name: string) => new File(['x'], name);
const run = (...actions: QueueAction[]) => actions.reduce(uploadQueueReducer, EMPTY_UPLOAD_QUEUE);

describe('upload queue reducer', () => {
  it('queues files at warning, being checked', () => {
    const state = run({ type: 'add', files: [file('a.png'), file('b.mp4')] });
    expect(state.items.map((i) => [i.id, i.file.name, i.status, i.phase])).toEqual([
      [1, 'a.png', 'warning', 'checking'],
      [2, 'b.mp4', 'warning', 'checking'],
    ]);
    expect(state.nextId).toBe(3);
  });

  it('turns a refused item danger with its message, and a checked one ready', () => {
    const state = run(
      { type: 'add', files: [file('a.gz'), file('b.png')] },
      { type: 'refuse', id: 1, message: MEDIA_MESSAGES.gzip },
      { type: 'ready', id: 2 },
    );
    expect(state.items[0]).toMatchObject({ status: 'danger', phase: 'done', message: MEDIA_MESSAGES.gzip });
    expect(state.items[1]).toMatchObject({ status: 'warning', phase: 'ready' });
  });

  it('goes warning → success, or warning → danger, with progress on the way', () => {
    const state = run(
      { type: 'add', files: [file('a.png'), file('b.png')] },
      { type: 'ready', id: 1 },
      { type: 'ready', id: 2 },
      { type: 'run' },
      { type: 'start', id: 1 },
      { type: 'progress', id: 1, fraction: 0.4 },
    );
    expect(state.running).toBe(true);
    expect(state.items[0]).toMatchObject({ status: 'warning', phase: 'uploading', progress: 0.4 });
    const done = run(
      ...[
        { type: 'add', files: [file('a.png'), file('b.png')] } as const,
        { type: 'start', id: 1 } as const,
        { type: 'finish', id: 1, ok: true, message: MEDIA_MESSAGES.uploaded } as const,
        { type: 'start', id: 2 } as const,
        { type: 'progress', id: 2, fraction: 0.3 } as const,
        { type: 'finish', id: 2, ok: false, message: 'Refused.' } as const,
      ],
    );
    expect(done.items[0]).toMatchObject({ status: 'success', phase: 'done', progress: 1 });
    expect(done.items[1]).toMatchObject({ status: 'danger', phase: 'done', progress: 0.3, message: 'Refused.' });
  });

  it('removes an item that is not being sent', () => {
    const state = run(
      { type: 'add', files: [file('a.png'), file('b.png')] },
      { type: 'start', id: 2 },
      { type: 'remove', id: 1 },
      { type: 'remove', id: 2 },
    );
    expect(state.items.map((i) => i.id)).toEqual([2]);
  });

  it('knows how many more files fit', () => {
    const state = run({ type: 'add', files: [file('a.png'), file('b.png')] });
    expect(roomLeft(state, 3)).toBe(1);
    expect(roomLeft(state, 1)).toBe(0);
  });
});

describe('upload summary (spec 01 §4)', () => {
  it('says "Media successfully uploaded" when everything went up', () => {
    const state = run({ type: 'add', files: [file('a.png')] }, { type: 'finish', id: 1, ok: true, message: '' });
    expect(summaryOf(state.items)).toEqual({ type: 'success', message: 'Media successfully uploaded' });
  });

  it('counts successes and failures otherwise', () => {
    const state = run(
      { type: 'add', files: [file('a.png'), file('b.png'), file('c.gz')] },
      { type: 'finish', id: 1, ok: true, message: '' },
      { type: 'finish', id: 2, ok: false, message: '' },
      { type: 'refuse', id: 3, message: MEDIA_MESSAGES.gzip },
    );
    expect(summaryOf(state.items)).toEqual({
      type: 'warning',
      message: 'Upload complete: 1 successful, and 2 failed.',
    });
    expect(summaryOf(state.items.slice(1)).type).toBe('danger');
  });
});
