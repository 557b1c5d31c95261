import { TABLE_ROW_SINK_CLOSE_MS } from '@signage/domain/constants';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsMock } from '../../test/console-mocks.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CardDeviceTable } from './card-device-table.tsx';
import type { useCardDevices } from './use-card-devices.ts';

const state = {
  devices: [
    {
      id: '1',
      name: 'Lobby left',
      lastContact: null,
      timeZone: null,
      status: 'offline',
      tags: [
        { name: 'lobby', color: null },
        { name: 'floor2', color: null },
      ],
    },
    { id: '2', name: 'Lobby right', lastContact: null, timeZone: null, status: 'offline', tags: [] },
  ],
  total: 2,
  loading: false,
  error: undefined,
  retry: () => undefined,
  canLoadMore: false,
  limitReached: false,
  loadMore: () => undefined,
} as unknown as ReturnType<typeof useCardDevices>;

afterEach(() => vi.useRealTimers());

describe('the table widget’s row sink (spec 01 §9)', () => {
  it('opens under the row the pointer is on and closes 500 ms after it leaves', async () => {
    renderApp(<CardDeviceTable state={state} title="Lobby" />, { mocks: [settingsMock] });
    const row = (await screen.findByRole('link', { name: 'Lobby left' })).closest('tr')!;
    vi.useFakeTimers();
    fireEvent.pointerEnter(row);
    const sink = screen.getByRole('row', { name: 'Details of Lobby left' });
    expect(sink.textContent).toContain('lobby');
    expect(sink.textContent).toContain('floor2');

    // Moving from the row into its sink keeps it open.
    fireEvent.pointerLeave(row);
    act(() => vi.advanceTimersByTime(TABLE_ROW_SINK_CLOSE_MS - 100));
    fireEvent.pointerEnter(sink);
    act(() => vi.advanceTimersByTime(TABLE_ROW_SINK_CLOSE_MS));
    expect(screen.queryByRole('row', { name: 'Details of Lobby left' })).not.toBeNull();

    fireEvent.pointerLeave(sink);
    act(() => vi.advanceTimersByTime(TABLE_ROW_SINK_CLOSE_MS - 1));
    expect(screen.queryByRole('row', { name: 'Details of Lobby left' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('row', { name: 'Details of Lobby left' })).toBeNull();
  });

  it('follows the keyboard focus too, and says when a device has no tags', async () => {
    renderApp(<CardDeviceTable state={state} title="Lobby" />, { mocks: [settingsMock] });
    const link = await screen.findByRole('link', { name: 'Lobby right' });
    act(() => link.focus());
    expect(screen.getByRole('row', { name: 'Details of Lobby right' }).textContent).toBe('No tags.');
  });
});
