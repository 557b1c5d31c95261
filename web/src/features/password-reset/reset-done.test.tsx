import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { ResetDone } from './reset-done.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('ResetDone', () => {
  it('counts down and goes to sign-in after 30 s (spec 02 §9)', () => {
    vi.useFakeTimers();
    renderApp(<ResetDone message="Done." />, {
      at: '/admin/reset-password',
      routes: { '/login': <p>Sign-in screen</p> },
    });
    expect(screen.getByRole('status').textContent).toContain('Done.');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText(/Taking you to sign-in in 20 s/)).toBeTruthy();
    expect(screen.queryByText('Sign-in screen')).toBeNull();
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('Sign-in screen')).toBeTruthy();
  });
});
