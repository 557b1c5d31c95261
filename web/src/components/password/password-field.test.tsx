import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { KEEPS_CURRENT_PASSWORD, PasswordField } from './password-field.tsx';

function Harness({ keepsCurrent }: { keepsCurrent?: boolean }) {
  const [value, setValue] = useState('');
  return <PasswordField value={value} onValue={setValue} keepsCurrent={keepsCurrent} />;
}

describe('PasswordField', () => {
  it('fills the meter one rule at a time and says which rules are met', async () => {
    renderApp(<Harness />);
    const user = userEvent.setup();
    const meter = () => screen.getByRole('progressbar', { name: 'Password strength' });
    expect(meter().getAttribute('aria-valuetext')).toBe('Very weak: 0 of 5 rules met');
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(meter().getAttribute('aria-valuetext')).toBe('Weak: 2 of 5 rules met');
    await user.type(screen.getByLabelText('Password'), 'defgH1');
    expect(meter().getAttribute('aria-valuetext')).toBe('Strong: 5 of 5 rules met');
    expect(screen.queryByText('Password must be at least 6 characters.')).toBeNull();
    expect(screen.getByRole('list', { name: 'Password rules' }).textContent).toContain('A digit (met)');
  });

  it('says an empty field keeps the current password, and shows the meter once something is typed', async () => {
    renderApp(<Harness keepsCurrent />);
    const user = userEvent.setup();
    expect(screen.getByText(KEEPS_CURRENT_PASSWORD)).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Password strength' })).toBeNull();
    expect(screen.queryByText('Very weak')).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.queryByText(KEEPS_CURRENT_PASSWORD)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Password strength' }).getAttribute('aria-valuetext')).toBe(
      'Weak: 2 of 5 rules met',
    );
  });
});
