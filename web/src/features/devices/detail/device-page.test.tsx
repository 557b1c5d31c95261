import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DeviceEchoSubscriptionDocument,
  DevicePageQueryDocument,
  DevicePresenceSubscriptionDocument,
  DeviceScreenshotSubscriptionDocument,
  MediaPickerQueryDocument,
  SendDeviceCommandMutationDocument,
} from '../../../gql/graphql.ts';
import { meMock, settingsMock } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DevicePage } from './device-page.tsx';
import { NO_SCREENSHOT } from './device-screenshot.tsx';

const device = {
  __typename: 'Device',
  id: '12',
  name: 'Foyer kiosk',
  lastContact: '2025-03-01T08:00:00Z',
  assetTag: 'A-1',
  licensed: true,
  overLicence: false,
  deviceKey: 'AAAAA-BBBBB-CCCCC-DDDDD',
  ownTimeZone: null,
  venueId: '3',
  venue: { __typename: 'Venue', id: '3', name: 'Tokyo store', timeZone: 'Asia/Tokyo' },
  type: 'android',
  modelName: 'K1',
  firmwareVersion: '1.0',
  contactIpAddress: '10.0.0.5',
  dateCreated: '2025-02-01T08:00:00Z',
  dateActivated: '2025-02-03T09:30:00Z',
  tags: [],
  firmwareCheck: { __typename: 'FirmwareCheck', status: 'UNKNOWN', minimum: null, desiredVersion: null },
  systemInfo: null,
  uptime: [],
  tradingState: {
    __typename: 'DeviceTradingState',
    open: true,
    today: [{ __typename: 'TradingPeriod', start: '09:00', end: '17:00' }],
    timeZone: 'Europe/London',
  },
  tradingHours: {
    __typename: 'DeviceTagMetadataChoice',
    sourceId: '4',
    source: {
      __typename: 'TagMetadata',
      id: '4',
      description: 'Shop hours',
      tags: [{ __typename: 'Tag', name: 'shop' }],
    },
    candidates: [
      {
        __typename: 'TagMetadataCandidate',
        recordId: '4',
        record: { __typename: 'TagMetadata', id: '4', description: 'Shop hours' },
        verdict: 'APPLIES',
        reason: 'The device carries all its tags (#shop), and no other record is more specific.',
      },
      {
        __typename: 'TagMetadataCandidate',
        recordId: '2',
        record: { __typename: 'TagMetadata', id: '2', description: '' },
        verdict: 'OUTRANKED',
        reason: '"Shop hours" is more specific (1 tag against 0 tags).',
      },
    ],
  },
  settings: { __typename: 'DeviceTagMetadataChoice', sourceId: null, source: null, candidates: [] },
  activity: [
    {
      __typename: 'DeviceActivity',
      id: '1',
      timestamp: '2025-03-01T07:59:00Z',
      event: 'player-started',
      details: { version: '0.1.0', screen: { rotated: false } },
    },
  ],
};

const live = (query: unknown, data: unknown): MockLink.MockedResponse => ({
  request: { query: query as never, variables: { id: '12' } },
  result: { data: data as never },
});

const onlinePresence = {
  __typename: 'DevicePresence',
  deviceId: '12',
  online: true,
  idle: false,
  lastMessageAt: '2025-03-01T08:05:07Z',
  checkPeriodSeconds: 150,
};

const keptScreenshot = {
  __typename: 'DeviceScreenshot',
  deviceId: '12',
  datetime: 'now',
  thumbnail: true,
  dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  receivedAt: '2025-03-01T08:04:00Z',
};

function renderPage(
  extra: MockLink.MockedResponse[] = [],
  {
    presence = onlinePresence,
    shown = device,
    screenshot = keptScreenshot,
    permissions = ['view devices', 'edit devices', 'command devices', 'view media'],
  }: { presence?: object; shown?: object; screenshot?: object | null; permissions?: string[] } = {},
) {
  renderApp(<DevicePage />, {
    // By default the user may edit and command devices; media items to pick come from the library.
    mocks: [
      meMock(permissions),
      settingsMock,
      { request: { query: DevicePageQueryDocument, variables: { id: '12' } }, result: { data: { device: shown } } },
      // By default, a message from the device five minutes after its last check-in.
      live(DevicePresenceSubscriptionDocument, { devicePresence: presence }),
      live(DeviceEchoSubscriptionDocument, { deviceEcho: null }),
      live(DeviceScreenshotSubscriptionDocument, { deviceScreenshot: screenshot }),
      ...extra,
    ],
    at: '/admin/devices/12',
    path: '/admin/devices/:id',
  });
  return userEvent.setup();
}

describe('device page', () => {
  it('shows one last-contact time in the header and the Details card, the latest message moving it on', async () => {
    renderPage();
    const status = await screen.findByRole('status', { name: 'Device status' });
    await waitFor(() => expect(status.textContent).toContain('Last contact: 1st Mar 2025 10:05:07'));
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('1st Mar 2025 10:05:07')).toBeTruthy();
    // Activated when the key was entered, not when the player registered.
    // Each also in the venue's local time and zone, which is not the console's.
    expect(within(details).getByText('Activated').nextSibling?.textContent).toBe(
      '3rd Feb 2025 11:30 (3rd Feb 2025 18:30 Asia/Tokyo)',
    );
    expect(within(details).getByText('Registered').nextSibling?.textContent).toBe(
      '1st Feb 2025 10:00 (1st Feb 2025 17:00 Asia/Tokyo)',
    );
    expect(within(details).getByText('Last contact').nextSibling?.textContent).toBe(
      '1st Mar 2025 10:05:07 (1st Mar 2025 17:05 Asia/Tokyo)',
    );
    const venue = within(details).getByRole('link', { name: 'Tokyo store' });
    expect(venue.getAttribute('href')).toBe('/venues/3');
    expect(within(details).getByText('Venue and time zone').nextSibling?.textContent).toBe('Tokyo store (Asia/Tokyo)');
  });

  it('says it is checking, not "Offline", while a lately seen device has not answered its first echo', async () => {
    const waiting = { ...onlinePresence, online: false, lastMessageAt: null };
    renderPage([], { presence: waiting, shown: { ...device, lastContact: new Date().toISOString() } });
    await screen.findByRole('region', { name: 'Details' });
    expect(await screen.findByText('Checking…')).toBeTruthy();
    expect(screen.queryByText('Offline')).toBeNull();
  });

  it('says "Offline" at once for a device not seen for longer than the offline bucket', async () => {
    renderPage([], { presence: { ...onlinePresence, online: false, lastMessageAt: null } });
    const status = await screen.findByRole('status', { name: 'Device status' });
    expect(within(status).getByText('Offline')).toBeTruthy();
  });

  it('says "Closed", not "Offline", for a device its trading hours have closed', async () => {
    const closed = { ...device, tradingState: { ...device.tradingState, open: false, today: [] } };
    renderPage([], { presence: { ...onlinePresence, online: false, lastMessageAt: null }, shown: closed });
    const status = await screen.findByRole('status', { name: 'Device status' });
    expect(within(status).getByText('Closed')).toBeTruthy();
    expect(within(status).queryByText('Offline')).toBeNull();
  });

  it('names the trading hours the device gets, why, and the record that lost', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Trading hours and settings' });
    expect(within(section).getByText('Open now')).toBeTruthy();
    expect(within(section).getByText('Today (Europe/London): 09:00–17:00')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Shop hours' }).getAttribute('href')).toBe('/tradinghours/edit/4');
    expect(section.textContent).toContain(
      'The device carries all its tags (#shop), and no other record is more specific.',
    );
    const others = within(section).getByRole('list', { name: 'Other trading hours records' });
    expect(others.textContent).toBe(
      'Trading hours 2: Outranked. "Shop hours" is more specific (1 tag against 0 tags).',
    );
    expect(section.textContent).toContain('None: no device settings reach this device; the player keeps its own.');
  });

  it('names by id, without a link, the settings a device gets from a record outside the user’s forced tags', async () => {
    renderPage([], {
      shown: {
        ...device,
        settings: {
          __typename: 'DeviceTagMetadataChoice',
          sourceId: '1',
          source: null,
          candidates: [
            {
              __typename: 'TagMetadataCandidate',
              recordId: '1',
              record: null,
              verdict: 'APPLIES',
              reason: 'It has no tags, so it reaches every device.',
            },
          ],
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Trading hours and settings' });
    expect(section.textContent).toContain(
      'Device settings 1 (not visible to you) — It has no tags, so it reaches every device.',
    );
    expect(within(section).queryByRole('link', { name: /Device settings 1/ })).toBeNull();
  });

  it('names by id a venue outside the user’s forced tags, without a link or a local time in its zone', async () => {
    renderPage([], { shown: { ...device, venue: null } });
    expect(await screen.findByText('Venue 3 (not visible to you)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Tokyo store' })).toBeNull();
    expect(screen.queryByText(/Asia\/Tokyo/)).toBeNull();
  });

  it('shows the kept screenshot with its time, and activity details in words', async () => {
    renderPage();
    expect(await screen.findByRole('img', { name: 'Screenshot of device 12' })).toBeTruthy();
    expect(screen.getByText(/Thumbnail taken/).textContent).toBe('Thumbnail taken 1st Mar 2025 10:04:00');
    const activity = screen.getByRole('table', { name: 'Activity' });
    expect(within(activity).getByText('Player started')).toBeTruthy();
    expect(within(activity).getByText('Screen › Rotated:').nextSibling?.textContent).toBe('No');
    expect(activity.textContent).not.toContain('{');
  });

  it('says how to get a screenshot when the device has none yet', async () => {
    renderPage([], { screenshot: null });
    const region = await screen.findByRole('region', { name: 'Screenshot' });
    expect(await within(region).findByText(NO_SCREENSHOT)).toBeTruthy();
  });

  it('points a user who cannot command devices at who can, not at a button they do not have', async () => {
    renderPage([], { screenshot: null, permissions: ['view devices'] });
    const region = await screen.findByRole('region', { name: 'Screenshot' });
    expect(
      await within(region).findByText(
        'No screenshot yet. Someone with the "command devices" permission can take one; it then shows here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take screenshot' })).toBeNull();
  });

  it('deletes a media item chosen from the library, never a typed id', async () => {
    const user = renderPage([
      {
        request: { query: MediaPickerQueryDocument, variables: () => true },
        result: {
          data: {
            mediaList: {
              __typename: 'MediaPage',
              items: [{ __typename: 'Media', id: '41', name: 'lunch-menu', mediaFormat: 'png' }],
              pageInfo: { __typename: 'PageInfo', totalItems: 1 },
            },
          },
        },
        maxUsageCount: 10,
      },
      {
        request: {
          query: SendDeviceCommandMutationDocument,
          variables: { id: '12', command: 'DELETE_MEDIA', thumbnail: false, mediaId: '41' },
        },
        result: {
          data: {
            sendDeviceCommand: {
              __typename: 'DeviceCommandReceipt',
              deviceId: '12',
              command: 'DELETE_MEDIA',
              sentAt: '2025-03-01T08:06:00Z',
            },
          },
        },
      },
    ]);
    const remove = await screen.findByRole('button', { name: 'Delete media' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('combobox', { name: 'Media item to delete from the device' }), 'lunch');
    await user.click(await screen.findByRole('option', { name: /lunch-menu/ }));
    await user.click(remove);
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Delete "lunch-menu" (media 41) from this device\'s storage?');
    await user.click(within(question).getByRole('button', { name: 'Delete media' }));
    await screen.findByText('Sent to the device: Delete media.');
  });

  it('says when the device has not answered a screenshot request in 60 s, and keeps the last one shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage([
        {
          request: {
            query: SendDeviceCommandMutationDocument,
            variables: { id: '12', command: 'SCREENSHOT', thumbnail: false },
          },
          result: {
            data: {
              sendDeviceCommand: {
                __typename: 'DeviceCommandReceipt',
                deviceId: '12',
                command: 'SCREENSHOT',
                sentAt: '2025-03-01T08:06:00Z',
              },
            },
          },
        },
      ]);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await screen.findByRole('img', { name: 'Screenshot of device 12' });
      await user.click(screen.getByRole('button', { name: 'Take screenshot' }));
      expect(await screen.findByLabelText('Waiting for a newer screenshot')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(59_000);
      expect(screen.queryByText(/has not answered/)).toBeNull();
      await vi.advanceTimersByTimeAsync(1_000);
      const region = screen.getByRole('region', { name: 'Screenshot' });
      await waitFor(() =>
        expect(within(region).getByRole('status').textContent).toBe(
          'The device has not answered in 60 s: it may be offline or busy. Use "Take screenshot" to ask again.',
        ),
      );
      expect(screen.queryByLabelText('Waiting for a newer screenshot')).toBeNull();
      expect(within(region).getByRole('img', { name: 'Screenshot of device 12' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
