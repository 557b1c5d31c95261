import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { replacePath, TouchAppReplace } from './touch-app-replace.tsx';

function setup() {
  const onReplaced = vi.fn();
  localStorage.setItem('auth_token', 'tok-3');
  renderApp(
    <TouchAppReplace mediaId="7" mediaUploadPath="/api/media/" onReplaced={onReplaced} createXhr={FakeXhr.create} />,
  );
  return { user: userEvent.setup({ applyAccept: false }), onReplaced };
}

describe('replace touch app', () => {
  beforeEach(() => FakeXhr.reset());

  it('PUTs the zip to /api/media/{id} with a progress bar, then says "Media object successfully updated"', async () => {
    const { user, onReplaced } = setup();
    await user.upload(screen.getByLabelText('Touch app file (.zip)'), new File(['zip'], 'kiosk.zip'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [xhr] = FakeXhr.sent;
    expect([xhr?.method, xhr?.url, xhr?.fileName, xhr?.headers.Authorization]).toEqual([
      'PUT',
      '/api/media/7',
      'kiosk.zip',
      'Bearer tok-3',
    ]);
    xhr?.progress(3, 4);
    // The bar shows at 0 as soon as the upload starts; the progress event renders on a later tick.
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Replacement upload progress' }).ariaValueNow).toBe('75'),
    );
    xhr?.respond(200, { media_id: 7 });
    await screen.findByText('Media object successfully updated');
    expect(onReplaced).toHaveBeenCalledOnce();
  });

  it('takes a .zip only, and one file only', async () => {
    const { user } = setup();
    const input = screen.getByLabelText('Touch app file (.zip)');
    expect(input.getAttribute('accept')).toContain('.zip');
    await user.upload(input, new File(['png'], 'photo.png'));
    expect((await screen.findAllByRole('alert'))[0]?.textContent).toMatch(/\.zip/);
    expect(FakeXhr.sent).toHaveLength(0);
    expect(replacePath('/api/media', '7')).toBe('/api/media/7');
  });

  it("shows the server's refusal", async () => {
    const { user, onReplaced } = setup();
    await user.upload(screen.getByLabelText('Touch app file (.zip)'), new File(['zip'], 'kiosk.zip'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]?.respond(422, { msg: 'Not a touch app.' });
    expect((await screen.findAllByText('Not a touch app.')).length).toBeGreaterThan(0);
    expect(onReplaced).not.toHaveBeenCalled();
  });
});
