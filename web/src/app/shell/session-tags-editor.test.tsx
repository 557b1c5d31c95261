import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { SessionTagsEditor } from './session-tags-editor.tsx';

describe('header session-tag editor', () => {
  it('splits what is typed on commas, keeps it in local storage and shows chips', async () => {
    renderApp(<SessionTagsEditor />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Session tags' }), 'lobby, #foyer{Enter}');
    expect(JSON.parse(localStorage.getItem('session_tags') ?? '[]')).toEqual(['#lobby', '#foyer']);
    expect(screen.getByRole('button', { name: 'Remove tag lobby' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove tag lobby' }));
    expect(JSON.parse(localStorage.getItem('session_tags') ?? '[]')).toEqual(['#foyer']);
  });

  it('shows the stored session on start and refuses an invalid entry', async () => {
    localStorage.setItem('session_tags', JSON.stringify(['#lobby']));
    renderApp(<SessionTagsEditor />);
    expect(screen.getByRole('button', { name: 'Remove tag lobby' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Session tags' }), 'ok, not ok{Enter}');
    expect(screen.getByRole('alert').textContent).toMatch(/^Tags must start with/);
    expect(JSON.parse(localStorage.getItem('session_tags') ?? '[]')).toEqual(['#lobby']);
  });
});
