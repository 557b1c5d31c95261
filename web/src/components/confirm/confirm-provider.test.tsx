import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../test/render.tsx';
import type { ConfirmOptions } from './confirm-context.ts';
import { ConfirmProvider } from './confirm-provider.tsx';
import { useConfirm } from './use-confirm.ts';

function Asker({ options }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm(options)))}>
        Ask
      </button>
      <output>answer: {answer}</output>
    </>
  );
}

function setup(options?: ConfirmOptions) {
  renderWithChakra(
    <ConfirmProvider>
      <Asker options={options} />
    </ConfirmProvider>,
  );
  return userEvent.setup();
}

describe('confirmation dialog', () => {
  it('asks with the spec defaults and resolves true on Delete', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to perform this action?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const ok = screen.getByRole('button', { name: 'Delete' });
    expect(ok.querySelector('svg')).not.toBeNull();
    await user.click(ok);
    await screen.findByText('answer: true');
  });

  it('uses the overrides and resolves false on Cancel, running onCancel', async () => {
    const onCancel = vi.fn();
    const user = setup({
      message: 'Are you sure you want to DELETE this Media Object?',
      okText: 'Remove',
      cancelText: 'Keep',
      onCancel,
    });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to DELETE this Media Object?');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    await screen.findByText('answer: false');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('counts Esc as cancel', async () => {
    const onCancel = vi.fn();
    const user = setup({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await screen.findByText('answer: false');
    expect(onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('counts the close button as cancel', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByText('answer: false');
  });
});
