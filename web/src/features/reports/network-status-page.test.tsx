import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NetworkStatusReportQueryDocument } from '../../gql/graphql.ts';
import { alwaysAnswered, meMock, settingsMock } from '../../test/console-mocks.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SignedInProbe, signedIn } from '../../test/signed-in.tsx';
import { NetworkStatusPage } from './network-status-page.tsx';

/** 120 devices: 1 to 60 in contact within 30 minutes, 61 to 120 offline, newest contact first. */
const devices = Array.from({ length: 120 }, (_, i) => ({
  __typename: 'NetworkStatusDevice',
  id: String(i + 1),
  name: `Screen ${i + 1}`,
  lastContact: new Date(Date.UTC(2026, 10, 29, 12) - i * 60_000).toISOString(),
  bucket: i < 60 ? '30min' : 'offline',
  tags: [],
}));
const report = alwaysAnswered(NetworkStatusReportQueryDocument, {
  networkStatus: {
    __typename: 'NetworkStatus',
    total: 120,
    counts: ['30min', '60min', '180min', 'offline', 'closed'].map((bucket) => ({
      __typename: 'NetworkBucketCount',
      bucket,
      count: bucket === '30min' || bucket === 'offline' ? 60 : 0,
    })),
    devices,
  },
});

const grid = () => screen.getByRole('table', { name: 'Devices by last contact' });
const names = () =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('the network status report', () => {
  it('shows the devices 50 to a page, and starts again at the first page of a bucket chosen', async () => {
    renderApp(
      <>
        <NetworkStatusPage />
        <SignedInProbe />
      </>,
      { mocks: [report, settingsMock, meMock(['view reports', 'view devices'])] },
    );
    await signedIn();
    await screen.findByRole('table', { name: 'Devices by last contact' });
    expect(names()).toHaveLength(50);
    expect(names()[0]).toContain('Screen 1');
    expect(screen.getByText('Showing 1–50 of 120 items')).toBeTruthy();
    // A device's name opens its page.
    expect(within(grid()).getByRole('link', { name: 'Screen 1' }).getAttribute('href')).toBe('/admin/devices/1');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 51–100 of 120 items')).toBeTruthy();
    expect(names()[0]).toContain('Screen 51');

    fireEvent.click(screen.getByRole('button', { name: /^Offline: 60$/ }));
    expect(await screen.findByText('Showing 1–50 of 60 items')).toBeTruthy();
    expect(names()[0]).toContain('Screen 61');
  });

  it('names devices without links for a user who may not open them', async () => {
    renderApp(
      <>
        <NetworkStatusPage />
        <SignedInProbe />
      </>,
      { mocks: [report, settingsMock, meMock(['view reports'])] },
    );
    await signedIn();
    await screen.findByRole('table', { name: 'Devices by last contact' });
    expect(within(grid()).queryAllByRole('link')).toHaveLength(0);
    expect(names()[0]).toContain('Screen 1');
  });
});
