import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DevicePlaybackQueryDocument } from '../../../gql/graphql.ts';
import { meMock, settingsMock } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DevicePlayback } from './device-playback.tsx';

const play = (mediaId: string, mediaName: string, playbackDate: string, count: number) => ({
  __typename: 'PlaybackRow',
  mediaId,
  mediaName,
  playbackDate,
  count,
});

describe('DevicePlayback', () => {
  it("totals each item's plays, the most played first, with counts grouped in thousands", async () => {
    renderApp(<DevicePlayback deviceId="12" />, {
      mocks: [
        meMock(['view devices']),
        settingsMock,
        {
          request: { query: DevicePlaybackQueryDocument, variables: { id: '12' } },
          result: {
            data: {
              device: {
                __typename: 'Device',
                id: '12',
                eventStream: {
                  __typename: 'EventStream',
                  received: 11_224,
                  missing: 0,
                  pending: 2,
                  completeUntil: null,
                },
                playbackStatistics: [
                  play('1', 'welcome', '2026-11-01', 400),
                  play('2', 'summer-sale', '2026-11-01', 900),
                  play('1', 'welcome', '2026-11-02', 449),
                  play('2', 'summer-sale', '2026-11-02', 1_031),
                ],
              },
            },
          },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Plays in the last month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['summer-sale', '2', '1,931'],
      ['welcome', '2', '849'],
    ]);
    expect(screen.getByText(/11,224 received, 0 missing, 2 pending/)).toBeTruthy();
  });
});
