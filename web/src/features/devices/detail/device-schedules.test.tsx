import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DevicePlayingSubscriptionDocument, DeviceSchedulesQueryDocument } from '../../../gql/graphql.ts';
import { settingsMock } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DeviceSchedules } from './device-schedules.tsx';

const lobby = {
  __typename: 'Schedule',
  id: '5',
  layoutId: '3',
  layoutName: 'Lobby',
  tags: [{ __typename: 'Tag', name: 'foyer', color: null, foregroundColor: null }],
  timer: {
    __typename: 'ScheduleTimer',
    start: '2025-03-01T00:00',
    end: '2025-03-08T23:59',
    days: 'every day',
    dayPart: false,
  },
};

const schedulesMock: MockLink.MockedResponse = {
  request: { query: DeviceSchedulesQueryDocument, variables: { id: '12' } },
  result: {
    data: {
      device: {
        __typename: 'Device',
        id: '12',
        nowPlaying: {
          __typename: 'NowPlaying',
          timeZone: 'Europe/London',
          wallClock: '2025-03-01T10:05',
          screen: lobby,
          verdicts: [
            {
              __typename: 'ScheduleVerdict',
              scheduleId: '5',
              code: 'PLAYS',
              reason: 'Plays: it reaches this device by #foyer and no other layout schedule is active now.',
            },
          ],
        },
        schedules: { __typename: 'DeviceSchedules', previous: [], current: [lobby], future: [] },
      },
    },
  },
};

const report = (playing: object | null): MockLink.MockedResponse => ({
  request: { query: DevicePlayingSubscriptionDocument, variables: { id: '12' } },
  result: {
    data: {
      devicePlaying: {
        __typename: 'DevicePlaying',
        deviceId: '12',
        receivedAt: '2025-03-01T10:05:01Z',
        layoutId: null,
        scheduleId: null,
        since: null,
        sequencePosition: null,
        schedule: null,
        ...playing,
      },
    },
  },
});

const render = (mocks: MockLink.MockedResponse[]) =>
  renderApp(<DeviceSchedules deviceId="12" />, { mocks: [settingsMock, schedulesMock, ...mocks] });

describe('device page: now playing', () => {
  it('shows what the player reports beside what its schedules say, and why', async () => {
    render([
      report({
        layoutId: '3',
        scheduleId: '5',
        since: '2025-03-01T08:00:00Z',
        sequencePosition: 1,
        schedule: { __typename: 'Schedule', id: '5', layoutName: 'Lobby' },
      }),
    ]);
    const reported = await screen.findByRole('status', { name: 'The player reports' });
    expect(await within(reported).findByRole('link', { name: 'Lobby' })).toBeTruthy();
    expect(reported.textContent).toBe('The player reports:Lobbysince 1st Mar 2025 08:00:00· video 2 of the sequence');
    const now = screen.getByRole('region', { name: 'Now playing' });
    expect(now.textContent).toContain('Its schedules say:Lobby');
    expect(now.textContent).toContain('Its clock reads');
    expect(within(now).getByRole('list', { name: 'Why' }).textContent).toContain('Plays: it reaches this device');
    expect(now.textContent).not.toContain('has not caught up');
  });

  it('says when the player plays something other than its schedules say', async () => {
    render([report(null)]);
    const reported = await screen.findByRole('status', { name: 'The player reports' });
    expect(await within(reported).findByText('nothing')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Now playing' }).textContent).toContain(
      'The player has not caught up with its schedules yet: it fetches them when it checks in, or on Fetch schedules.',
    );
  });
});
