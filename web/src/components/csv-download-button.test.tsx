import { ChakraProvider } from '@chakra-ui/react';
import { EXPORTS_BUSY } from '@signage/domain/reports';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../lib/theme.ts';
import { CsvDownloadButton } from './csv-download-button.tsx';
import { createNotificationStore } from './notifications/notification-store.ts';
import { NotificationsProvider } from './notifications/notifications-provider.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderButton() {
  const store = createNotificationStore();
  render(
    <ChakraProvider value={system}>
      <NotificationsProvider store={store}>
        <CsvDownloadButton path="proof_of_play.csv" params={[['device_ids', '4']]} fallbackName="proof-of-play.csv">
          Download proof of play (CSV)
        </CsvDownloadButton>
      </NotificationsProvider>
    </ChakraProvider>,
  );
  return store;
}

describe('CsvDownloadButton', () => {
  it("says why an export was refused, in the api's words, instead of doing nothing", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ msg: EXPORTS_BUSY }), { status: 429 }));
    vi.stubGlobal('fetch', fetch);
    const store = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Download proof of play (CSV)' }));
    await waitFor(() =>
      expect(store.getSnapshot().visible).toEqual([
        expect.objectContaining({ type: 'warning', message: `Error: ${EXPORTS_BUSY}` }),
      ]),
    );
    expect(fetch).toHaveBeenCalledWith('/api/reports/links/proof_of_play.csv?device_ids=4', expect.anything());
  });

  it('has the browser open the signed link the api gives, so the file streams to disk', async () => {
    const url = '/api/reports/proof_of_play.csv?device_ids=4&user=1&expires=1&signature=s';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ url, expires_at: '2026-11-30T00:05:00.000Z' }))),
    );
    const opened: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const store = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Download proof of play (CSV)' }));
    await waitFor(() => expect(opened).toEqual([{ href: url, download: 'proof-of-play.csv' }]));
    expect(store.getSnapshot().visible).toEqual([]);
  });

  it('says the backend cannot be reached when no answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const store = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Download proof of play (CSV)' }));
    await waitFor(() =>
      expect(store.getSnapshot().visible).toEqual([
        expect.objectContaining({ type: 'warning', message: 'Error: Cannot connect to Backend' }),
      ]),
    );
  });
});
