import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { PasswordField } from './password-field.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return <PasswordField value={value} onValue={setValue} />;
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
});
