import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoRefresh } from './use-auto-refresh.ts';

describe('dashboard auto-refresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is off at first, refreshes every 30 s once switched on, then at the interval chosen', () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => useAutoRefresh(refresh));
    expect(result.current.intervalMs).toBeNull();
    vi.advanceTimersByTime(10 * 60_000);
    expect(refresh).not.toHaveBeenCalled();

    act(() => result.current.setOn(true));
    expect(result.current.intervalMs).toBe(30_000);
    vi.advanceTimersByTime(29_999);
    expect(refresh).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);

    act(() => result.current.setIntervalMs(5 * 60_000));
    vi.advanceTimersByTime(4 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(2);

    act(() => result.current.setOn(false));
    vi.advanceTimersByTime(60 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('keeps the choice in this browser, and ignores a stored value that is not a choice', () => {
    const first = renderHook(() => useAutoRefresh(vi.fn()));
    act(() => first.result.current.setIntervalMs(10 * 60_000));
    expect(renderHook(() => useAutoRefresh(vi.fn())).result.current.intervalMs).toBe(600_000);
    localStorage.setItem('dashboard-auto-refresh-ms', '1234');
    expect(renderHook(() => useAutoRefresh(vi.fn())).result.current.intervalMs).toBeNull();
  });
});
