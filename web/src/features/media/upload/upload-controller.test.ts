import { MEDIA_MESSAGES } from '@signage/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import type { SendOutcome } from '../../../lib/send-file.ts';
import { createUploadController, NO_TAGS_CONFIRM, UPLOAD_SUMMARY_MS, type UploadDeps } from './upload-controller.ts';

const file = (name: string) => new File(['x'], name);

/** Each send waits until the test answers it. */
function setup(overrides: Partial<UploadDeps> = {}, maxQueued?: number) {
  const pending: {
    name: string;
    tags: readonly string[];
    progress: (f: number) => void;
    answer: (o: SendOutcome) => void;
  }[] = [];
  const deps: UploadDeps = {
    check: vi.fn(async (f: File) => (f.name.endsWith('.gz') ? MEDIA_MESSAGES.gzip : null)),
    send: vi.fn(
      (f: File, tags: readonly string[], progress: (fraction: number) => void) =>
        new Promise<SendOutcome>((answer) => pending.push({ name: f.name, tags, progress, answer })),
    ),
    notify: vi.fn(),
    confirm: vi.fn(async () => true),
    onUnauthenticated: vi.fn(),
    onUploaded: vi.fn(),
    ...overrides,
  };
  const controller = createUploadController(deps, maxQueued);
  const statuses = () => controller.getState().items.map((i) => `${i.file.name}:${i.status}`);
  return { controller, deps, pending, statuses };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('upload controller', () => {
  it('marks refused files danger on arrival and never sends them', async () => {
    const { controller, deps, pending, statuses } = setup();
    controller.addFiles([file('a.png'), file('b.gz')]);
    const upload = controller.upload(['lobby'], []);
    await tick();
    expect(statuses()).toEqual(['a.png:warning', 'b.gz:danger']);
    expect(controller.getState().items[1]?.message).toBe(MEDIA_MESSAGES.gzip);
    expect(pending.map((p) => p.name)).toEqual(['a.png']);
    pending[0]?.answer({ kind: 'success', message: MEDIA_MESSAGES.uploaded });
    await upload;
    expect(statuses()).toEqual(['a.png:success', 'b.gz:danger']);
    expect(deps.send).toHaveBeenCalledTimes(1);
  });

  it('sends two at a time with the tags, follows progress, and sums up (shown 4 s) before reloading', async () => {
    const { controller, deps, pending, statuses } = setup();
    controller.addFiles([file('a.png'), file('b.png'), file('c.png')]);
    const upload = controller.upload(['lobby'], []);
    await tick();
    expect(pending.map((p) => p.name)).toEqual(['a.png', 'b.png']);
    expect(pending[0]?.tags).toEqual(['lobby']);
    expect(controller.getState().running).toBe(true);
    pending[0]?.progress(0.5);
    expect(controller.getState().items[0]?.progress).toBe(0.5);
    pending[0]?.answer({ kind: 'success', message: MEDIA_MESSAGES.uploaded });
    await tick();
    expect(pending.map((p) => p.name)).toEqual(['a.png', 'b.png', 'c.png']);
    pending[1]?.answer({ kind: 'failure', message: 'Refused by the server.' });
    pending[2]?.answer({ kind: 'success', message: MEDIA_MESSAGES.uploaded });
    await upload;
    expect(statuses()).toEqual(['a.png:success', 'b.png:danger', 'c.png:success']);
    expect(controller.getState().items[1]?.message).toBe('Refused by the server.');
    expect(deps.notify).toHaveBeenCalledWith(
      'warning',
      'Upload complete: 2 successful, and 1 failed.',
      UPLOAD_SUMMARY_MS,
    );
    expect(controller.getState().summary?.message).toBe('Upload complete: 2 successful, and 1 failed.');
    expect(controller.getState().running).toBe(false);
    expect(deps.onUploaded).toHaveBeenCalledOnce();
  });

  it('says "Media successfully uploaded" when all went up', async () => {
    const { controller, deps, pending } = setup();
    controller.addFiles([file('a.png')]);
    const upload = controller.upload(['lobby'], []);
    await tick();
    pending[0]?.answer({ kind: 'success', message: MEDIA_MESSAGES.uploaded });
    await upload;
    expect(deps.notify).toHaveBeenCalledWith('success', 'Media successfully uploaded', undefined);
  });

  it('refuses more than the queue holds: "Maximum uploads reached"', () => {
    const { controller, deps } = setup({}, 2);
    controller.addFiles([file('a.png'), file('b.png'), file('c.png')]);
    expect(controller.getState().items.map((i) => i.file.name)).toEqual(['a.png', 'b.png']);
    expect(deps.notify).toHaveBeenCalledWith('danger', 'Maximum uploads reached');
    controller.addFiles([file('d.png')]);
    expect(controller.getState().items).toHaveLength(2);
  });

  it('says "You have not added any media to upload" with nothing to send', async () => {
    const { controller, deps } = setup();
    await controller.upload(['lobby'], []);
    expect(deps.notify).toHaveBeenCalledWith('danger', 'You have not added any media to upload');
    controller.addFiles([file('a.gz')]);
    await controller.upload(['lobby'], []);
    expect(deps.notify).toHaveBeenLastCalledWith('danger', 'You have not added any media to upload');
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('without tags and without forced tags, refuses and sends nothing', async () => {
    const { controller, deps } = setup();
    controller.addFiles([file('a.png')]);
    await controller.upload([], []);
    expect(deps.notify).toHaveBeenCalledWith('danger', 'Unable to upload media, you have not entered any tags.');
    expect(deps.confirm).not.toHaveBeenCalled();
    expect(deps.send).not.toHaveBeenCalled();
    expect(controller.getState().items[0]?.status).toBe('warning');
  });

  it('without tags but with forced tags, asks first; Cancel sends nothing, OK uploads', async () => {
    const confirm = vi.fn(async () => false);
    const { controller, deps, pending } = setup({ confirm });
    controller.addFiles([file('a.png')]);
    await controller.upload([], ['branch-7']);
    expect(confirm).toHaveBeenCalledWith(NO_TAGS_CONFIRM);
    expect(NO_TAGS_CONFIRM.okText).toBe('Upload');
    expect(deps.send).not.toHaveBeenCalled();
    confirm.mockResolvedValueOnce(true);
    const upload = controller.upload([], ['branch-7']);
    await tick();
    expect(pending[0]?.tags).toEqual([]);
    pending[0]?.answer({ kind: 'success', message: MEDIA_MESSAGES.uploaded });
    await upload;
    expect(controller.getState().items[0]?.status).toBe('success');
  });

  it('stops and ends the session on a 401', async () => {
    const { controller, deps, pending } = setup();
    controller.addFiles([file('a.png'), file('b.png'), file('c.png')]);
    const upload = controller.upload(['lobby'], []);
    await tick();
    pending[0]?.answer({ kind: 'unauthenticated' });
    pending[1]?.answer({ kind: 'success', message: MEDIA_MESSAGES.uploaded });
    await upload;
    expect(pending).toHaveLength(2);
    expect(deps.onUnauthenticated).toHaveBeenCalledOnce();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('does not send a file removed while it waited its turn', async () => {
    const { controller, pending } = setup();
    controller.addFiles([file('a.png'), file('b.png'), file('c.png')]);
    const upload = controller.upload(['lobby'], []);
    await tick();
    controller.remove(3);
    pending[0]?.answer({ kind: 'success', message: '' });
    pending[1]?.answer({ kind: 'success', message: '' });
    await upload;
    expect(pending.map((p) => p.name)).toEqual(['a.png', 'b.png']);
  });
});
