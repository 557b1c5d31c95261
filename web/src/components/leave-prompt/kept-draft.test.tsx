import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createConsoleCache } from '../../lib/apollo.ts';
import { removeUserDrafts } from '../../lib/drafts.ts';
import { storeSession } from '../../lib/session.ts';
import { system } from '../../lib/theme.ts';
import { settingsMock } from '../../test/console-mocks.ts';
import { KeptDraftNote } from './kept-draft-note.tsx';
import { useUnsavedEdits } from './use-unsaved-edits.ts';

const KEPT = 'signage.draft.7.note/1';

/** An editor of one text, saved as "saved text" on the server; read-only until its rights load, as in the console. */
function NoteEditor() {
  const [text, setText] = useState('saved text');
  const [readOnly, setReadOnly] = useState(true);
  useEffect(() => setReadOnly(false), []);
  const { dirty, save, keptDraft } = useUnsavedEdits({
    current: text,
    initial: () => 'saved text',
    readOnly,
    write: async () => ({}),
    draft: { key: 'note/1', restore: setText },
  });
  return (
    <>
      <KeptDraftNote draft={keptDraft} noun="note" />
      <input aria-label="Text" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <span>{dirty ? 'Unsaved' : 'Saved'}</span>
      <button type="button" onClick={() => void save()}>
        Save
      </button>
    </>
  );
}

function openEditor() {
  const router = createMemoryRouter([{ path: '/', element: <NoteEditor /> }]);
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={[settingsMock]} cache={createConsoleCache()}>
        <RouterProvider router={router} />
      </MockedProvider>
    </ChakraProvider>,
  );
}

beforeEach(() => storeSession('token', '7'));
afterEach(() => localStorage.clear());

describe('unsaved edits kept in this browser', () => {
  it('keeps them while unsaved, offers them back on the next visit, and forgets them once saved', async () => {
    const user = userEvent.setup();
    const first = openEditor();
    await user.type(screen.getByLabelText('Text'), ' edited');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(KEPT) ?? '{}').state).toBe('saved text edited'));
    // The session ends, or the tab closes: the next visit opens on what the server holds, and offers the rest.
    first.unmount();
    openEditor();
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('saved text');
    expect(await screen.findByText(/^Changes to this note from .+ were not saved\.$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restore changes' }));
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('saved text edited');
    expect(screen.getByText('Unsaved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore changes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(localStorage.getItem(KEPT)).toBeNull());
  });

  it('forgets them when discarded, and when the user signs out', async () => {
    localStorage.setItem(KEPT, JSON.stringify({ at: Date.now(), state: 'kept text' }));
    const user = userEvent.setup();
    openEditor();
    await user.click(await screen.findByRole('button', { name: 'Discard them' }));
    expect(localStorage.getItem(KEPT)).toBeNull();
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('saved text');

    localStorage.setItem(KEPT, JSON.stringify({ at: Date.now(), state: 'kept text' }));
    localStorage.setItem('signage.draft.8.note/1', JSON.stringify({ at: Date.now(), state: 'theirs' }));
    removeUserDrafts('7');
    expect(localStorage.getItem(KEPT)).toBeNull();
    expect(localStorage.getItem('signage.draft.8.note/1')).not.toBeNull();
  });
});
