import { Input } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { EditorDialog } from './editor-dialog.tsx';

/** A form whose fields wait for the caller's rights, as the record editors' do, and a field after them. */
function LateForm() {
  const [ready, setReady] = useState(false);
  return (
    <EditorDialog title="New thing" onClose={() => {}} cancel="Cancel">
      <Input aria-label="Name" disabled={!ready} />
      <Input aria-label="Start date" />
      <button type="button" onClick={() => setReady(true)} data-testid="ready" hidden />
    </EditorDialog>
  );
}

describe('EditorDialog', () => {
  it('puts the cursor in the first field once it is enabled, not in a later one or on Cancel', async () => {
    renderApp(<LateForm />);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    // The dialog's own choice would be the first field it can focus: the date, past the name still disabled.
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Start date' }));
    screen.getByTestId('ready').click();
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('puts the cursor in the first field when it opens on one that can take it', async () => {
    renderApp(
      <EditorDialog title="New thing" onClose={() => {}} cancel="Cancel">
        <Input aria-label="Code" />
      </EditorDialog>,
    );
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(document.activeElement).toBe(code));
  });
});
