import { DATA_SOURCE_MESSAGES } from '@signage/domain/data-sources/data-source';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meMock, settingsMock } from '../../../test/console-mocks.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DataSourceEditor } from './data-source-editor.tsx';

/** A new local source with its file chosen, then OK: what the editor sends, and the request it went out in. */
async function createLocalWithFile() {
  const onClose = vi.fn();
  renderApp(<DataSourceEditor id="new" onClose={onClose} />, { mocks: [meMock(['edit layouts']), settingsMock] });
  const user = userEvent.setup();
  const name = await screen.findByLabelText<HTMLInputElement>(/Name/);
  await waitFor(() => expect(name.disabled).toBe(false));
  await user.type(name, 'Cafe prices');
  await user.click(screen.getByText('Local: upload a file'));
  await user.upload(
    screen.getByLabelText('CSV file'),
    new File(['Item,Price\r\n'], 'prices.csv', { type: 'text/csv' }),
  );
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return { onClose, xhr: FakeXhr.sent[0]! };
}

// Typing into Chakra fields on a shared, busy machine takes seconds: events, not time, decide these tests.
describe('data source editor, a new local source with its file', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('creates the source and its file in one request', async () => {
    const { onClose, xhr } = await createLocalWithFile();
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/data_sources/', fileName: 'prices.csv' });
    expect(JSON.parse(xhr.body?.get('json') as string)).toEqual({
      name: 'Cafe prices',
      tags: [],
      source_type: 'local',
    });
    xhr.respond(201, { data_source_id: 9, type: 'Local' });
    expect(await screen.findByText(DATA_SOURCE_MESSAGES.created)).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps the dialog open with the refusal when the file is refused, having saved nothing', async () => {
    const { onClose, xhr } = await createLocalWithFile();
    xhr.respond(422, { msg: DATA_SOURCE_MESSAGES.noKeyColumn });
    const refusal = `Error: ${DATA_SOURCE_MESSAGES.noKeyColumn}`;
    await waitFor(() => expect(screen.getAllByText(refusal).length).toBeGreaterThan(0));
    expect(screen.getByRole('dialog', { name: 'New data source' })).toBeTruthy();
    // Still a new local source: OK again sends the same create, never an update of a half-made one.
    expect(screen.getByLabelText<HTMLInputElement>('Local: upload a file').checked).toBe(true);
    // The file input still names the file the line under it says is sent on OK.
    expect(screen.getByLabelText<HTMLInputElement>('CSV file').files?.[0]?.name).toBe('prices.csv');
    expect(screen.getByText(/is uploaded when you choose OK/).textContent).toBe(
      'prices.csv is uploaded when you choose OK.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(1);
  });
});
