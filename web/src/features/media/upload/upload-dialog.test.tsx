import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { UploadDialog } from './upload-dialog.tsx';

function setup({ forcedTags = [] as string[], sessionTags = ['lobby'] } = {}) {
  const onUploaded = vi.fn();
  localStorage.setItem('auth_token', 'tok-9');
  renderApp(
    <UploadDialog
      open
      onClose={() => {}}
      sessionTags={sessionTags}
      forcedTags={forcedTags}
      uploadPath="/api/media/"
      maxUploadBytes={1_000_000}
      onUploaded={onUploaded}
      createXhr={FakeXhr.create}
    />,
  );
  return { user: userEvent.setup(), onUploaded };
}

const files = [new File(['zip'], 'kiosk-app.zip'), new File(['mp3'], 'jingle.mp3'), new File(['txt'], 'readme.txt')];

const item = (name: string) =>
  within(screen.getByRole('list', { name: 'Upload queue' })).getByRole('listitem', { name });

describe('upload dialog', () => {
  beforeEach(() => FakeXhr.reset());

  it('says which formats it accepts and the largest picture before any file is chosen', async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Upload media' });
    const accepted = within(dialog).getByRole('list', { name: 'Accepted files' });
    expect(
      within(accepted)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Image: png, jpeg, gif',
      'Video: mp4, mpeg, avi, flv, 3gp, wmv',
      'Audio: mp3, wma, ogg, flac',
      'Touch app: zip',
      'Font: otf, ttf',
    ]);
    expect(within(dialog).getByText('Images and videos up to 1920 x 1080.')).toBeTruthy();
  });

  it('queues files, refuses what the browser can tell, uploads the rest one request each, and sums up', async () => {
    const { user, onUploaded } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Upload media' });
    expect(within(dialog).getByRole('button', { name: 'Remove tag lobby' })).toBeTruthy();
    await user.upload(within(dialog).getByLabelText('Media files'), files);

    await waitFor(() => expect(item('readme.txt').dataset.status).toBe('danger'));
    expect(item('readme.txt').textContent).toContain('Failed to load file: readme.txt. File type txt not supported');
    expect(item('kiosk-app.zip').dataset.status).toBe('warning');
    expect(item('kiosk-app.zip').textContent).toContain('kiosk-app.zi...');
    expect(item('kiosk-app.zip').textContent).toContain('3 b');

    await user.click(within(dialog).getByRole('button', { name: 'Start upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent.map((x) => [x.fileName, x.tags, x.headers.Authorization])).toEqual([
      ['kiosk-app.zip', ['lobby'], 'Bearer tok-9'],
      ['jingle.mp3', ['lobby'], 'Bearer tok-9'],
    ]);
    FakeXhr.sent[0]?.progress(1, 2);
    await waitFor(() =>
      expect(
        within(item('kiosk-app.zip')).getByRole('progressbar', { name: 'Upload progress of kiosk-app.zip' })
          .ariaValueNow,
      ).toBe('50'),
    );
    FakeXhr.sent[0]?.respond(201, {
      media: [{ file_name: 'kiosk-app.zip', status: 'success', msg: 'Media successfully uploaded' }],
    });
    FakeXhr.sent[1]?.respond(400, {
      msg: 'Not an MP3.',
      media: [{ file_name: 'jingle.mp3', status: 'danger', msg: 'Not an MP3.' }],
    });

    const summary = await within(dialog).findByRole('status');
    expect(summary.textContent).toBe('Upload complete: 1 successful, and 2 failed.');
    expect(item('kiosk-app.zip').dataset.status).toBe('success');
    expect(item('jingle.mp3').dataset.status).toBe('danger');
    expect(item('jingle.mp3').textContent).toContain('Not an MP3.');
    expect(onUploaded).toHaveBeenCalledOnce();
    // The notification too, and the dialog stays open with the results.
    expect(screen.getAllByText('Upload complete: 1 successful, and 2 failed.')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Upload media' })).toBeTruthy();
  });

  it('removes a file from the queue before uploading', async () => {
    const { user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Upload media' });
    await user.upload(within(dialog).getByLabelText('Media files'), files.slice(0, 2));
    await user.click(within(dialog).getByRole('button', { name: 'Remove jingle.mp3 from the queue' }));
    expect(within(screen.getByRole('list', { name: 'Upload queue' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses to upload without tags when the user has no forced tags', async () => {
    const { user } = setup({ sessionTags: [] });
    const dialog = await screen.findByRole('dialog', { name: 'Upload media' });
    await user.upload(within(dialog).getByLabelText('Media files'), files.slice(0, 1));
    await user.click(within(dialog).getByRole('button', { name: 'Start upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to upload media, you have not entered any tags.',
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('asks before uploading without tags when the user has forced tags, and lists them', async () => {
    const { user } = setup({ sessionTags: [], forcedTags: ['branch-7'] });
    const dialog = await screen.findByRole('dialog', { name: 'Upload media' });
    expect(within(dialog).getByText('Your forced tags are always added:').parentElement?.textContent).toContain(
      'branch-7',
    );
    await user.upload(within(dialog).getByLabelText('Media files'), files.slice(0, 1));
    await user.click(within(dialog).getByRole('button', { name: 'Start upload' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('You have not entered any tags.');
    await user.click(within(question).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]?.tags).toEqual([]);
  });
});
