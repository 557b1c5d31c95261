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
  audioPlaylist: null,
};

/** A sting playlist's schedule, current on the device's clock: a sting after every 5 layouts. */
const jingles = {
  ...lobby,
  id: '9',
  layoutId: null,
  layoutName: null,
  audioPlaylist: { __typename: 'AudioPlaylist', id: '21', triggerCount: 5 },
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
          campaignRunId: null,
          campaignRunTitle: null,
          screenId: '5',
          screenLayoutId: '3',
          screenLayout: { __typename: 'Layout', id: '3', name: 'Lobby' },
          stingIds: ['9'],
          screen: lobby,
          verdicts: [
            {
              __typename: 'ScheduleVerdict',
              scheduleId: '5',
              channel: 'screen',
              campaignRunId: null,
              code: 'PLAYS',
              reason: 'Plays: it reaches this device by #foyer and no other layout schedule is active now.',
            },
            {
              __typename: 'ScheduleVerdict',
              scheduleId: '9',
              channel: 'sting',
              campaignRunId: null,
              code: 'PLAYS',
              reason:
                'Plays between layouts: it reaches this device by #foyer and no other sting schedule as specific is active now.',
            },
          ],
        },
        schedules: { __typename: 'DeviceSchedules', previous: [], current: [lobby, jingles], future: [] },
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
        audio: null,
        ...playing,
      },
    },
  },
});

const render = (mocks: MockLink.MockedResponse[], schedules = schedulesMock) =>
  renderApp(<DeviceSchedules deviceId="12" />, { mocks: [settingsMock, schedules, ...mocks] });

/** The schedules mock with what plays now changed: a user's forced tags hide the winner. */
function playingHidden(nowPlaying: object): MockLink.MockedResponse {
  const { data } = schedulesMock.result as { data: { device: { nowPlaying: object } } };
  return {
    ...schedulesMock,
    result: { data: { device: { ...data.device, nowPlaying: { ...data.device.nowPlaying, ...nowPlaying } } } },
  };
}

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

  it('says what its audio channel plays, at what level, and when the next sting is due (issue 25)', async () => {
    const track = (id: string, name: string, playlist: string) => ({
      __typename: 'DevicePlayingTrack',
      mediaId: id,
      media: { __typename: 'Media', id, name },
      audioPlaylistId: `${id}0`,
      audioPlaylist: { __typename: 'AudioPlaylist', id: `${id}0`, name: playlist },
      since: '2025-03-01T10:04:00Z',
      gainDb: -3.5,
      volumeDb: -15.5,
    });
    render([
      report({
        audio: {
          __typename: 'DevicePlayingAudio',
          music: track('30', 'Song 1.mp3', 'Shop music'),
          sting: { ...track('31', 'Jingle.mp3', 'Jingles'), gainDb: 0, volumeDb: 0 },
          duckDb: -12,
          ducked: true,
          layoutsSinceSting: 3,
          stingsPlayed: 0,
        },
      }),
    ]);
    const audio = await screen.findByRole('group', { name: 'Audio' });
    expect(await within(audio).findByText(/Song 1\.mp3/)).toBeTruthy();
    expect(audio.textContent).toContain('Audio:Song 1.mp3 from Shop music, at −15.5 dB (gain −3.5 dB, ducked −12 dB)');
    expect(audio.textContent).toContain('Sting playing:Jingle.mp3 from Jingles, at 0 dB (gain 0 dB)');
    // The shared cadence: 3 layouts since the last sting, trigger count 5.
    expect(audio.textContent).toContain('Stings:next sting after 2 more layouts');
  });

  it("names music and a sting schedule outside the user's forced tags by id, not a cadence it cannot know", async () => {
    render(
      [
        report({
          audio: {
            __typename: 'DevicePlayingAudio',
            // Music from a playlist outside the user's forced tags: its track and playlist are null.
            music: {
              __typename: 'DevicePlayingTrack',
              mediaId: '30',
              media: null,
              audioPlaylistId: '300',
              audioPlaylist: null,
              since: '2025-03-01T10:04:00Z',
              gainDb: 0,
              volumeDb: 0,
            },
            sting: null,
            duckDb: -12,
            ducked: false,
            layoutsSinceSting: 1,
            stingsPlayed: 0,
          },
        }),
      ],
      playingHidden({ stingIds: ['9', '15'] }),
    );
    const audio = await screen.findByRole('group', { name: 'Audio' });
    expect(await within(audio).findByText('set by Schedule 15 (not visible to you)')).toBeTruthy();
    expect(audio.textContent).toContain(
      'Audio:Media 30 (not visible to you) from Audio playlist 300 (not visible to you), at 0 dB (gain 0 dB)',
    );
  });

  it('says when the player reports no audio channel', async () => {
    render([report(null)]);
    const audio = await screen.findByRole('group', { name: 'Audio' });
    expect(await within(audio).findByText('the player reports no audio channel')).toBeTruthy();
  });

  it('says when the player plays something other than its schedules say', async () => {
    render([report(null)]);
    const reported = await screen.findByRole('status', { name: 'The player reports' });
    expect(await within(reported).findByText('nothing')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Now playing' }).textContent).toContain(
      'The player has not caught up with its schedules yet: it fetches them when it checks in, or on Fetch schedules.',
    );
  });

  it("names a winner outside the user's forced tags by its id, without a link", async () => {
    const outranked = {
      __typename: 'ScheduleVerdict',
      scheduleId: '5',
      channel: 'screen',
      campaignRunId: null,
      code: 'OUTRANKED',
      reason:
        'Not playing: schedule 14 (not visible to you) plays instead, because it is more specific (2 tags against 1).',
    };
    render(
      [report({ layoutId: '8', scheduleId: '14', schedule: null })],
      playingHidden({ screenId: '14', screen: null, screenLayoutId: '8', screenLayout: null, verdicts: [outranked] }),
    );
    const now = await screen.findByRole('region', { name: 'Now playing' });
    // Its layout by id, as the player's report names it.
    expect(await within(now).findByText('Its schedules say:')).toBeTruthy();
    expect(now.textContent).toContain('Its schedules say:Layout 8 (not visible to you)');
    expect(within(now).getByRole('list', { name: 'Why' }).textContent).toBe(outranked.reason);
    // The player plays what its schedules say: the hidden one.
    expect(now.textContent).not.toContain('has not caught up');
    expect(within(now).queryByRole('link', { name: 'Lobby' })).toBeNull();
  });

  it('names and links a layout the user may see that a schedule outside their tags puts on screen', async () => {
    render(
      [report(null)],
      playingHidden({
        screenId: '14',
        screen: null,
        screenLayoutId: '3',
        screenLayout: { __typename: 'Layout', id: '3', name: 'Lobby' },
        verdicts: [],
      }),
    );
    const now = await screen.findByRole('region', { name: 'Now playing' });
    expect((await within(now).findByRole('link', { name: 'Lobby' })).getAttribute('href')).toBe('/layouts/3/layout');
  });

  it("names a campaign run outside the user's forced tags by its id", async () => {
    render(
      [report({ layoutId: '8', scheduleId: '7', schedule: null })],
      playingHidden({ screenId: null, screen: null, campaignRunId: '7', campaignRunTitle: null, verdicts: [] }),
    );
    const now = await screen.findByRole('region', { name: 'Now playing' });
    expect(await within(now).findByText('Campaign run 7 (not visible to you)')).toBeTruthy();
    expect(now.textContent).not.toContain('has not caught up');
  });
});
