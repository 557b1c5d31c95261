import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { notFoundText } from '../../../components/load-error.tsx';
import { AudioPlaylistEditQueryDocument } from '../../../gql/graphql.ts';
import { meMock, settingsMock } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AudioPlaylistPage } from './audio-playlist-page.tsx';

const load = (id: string, result: object) => ({
  request: { query: AudioPlaylistEditQueryDocument, variables: { id } },
  result,
});

describe('AudioPlaylistPage before its playlist loads', () => {
  it('says a missing or hidden playlist does not exist, with the way back', async () => {
    renderApp(<AudioPlaylistPage />, {
      at: '/audio/playlists/99',
      path: '/audio/playlists/:id',
      mocks: [
        meMock(['view audio playlists', 'edit audio playlists']),
        settingsMock,
        load('99', {
          errors: [new GraphQLError('Audio Playlist 99 not found.', { extensions: { code: 'NOT_FOUND' } })],
        }),
      ],
    });
    await screen.findByText(notFoundText('audio playlist'));
    expect(screen.getByRole('heading', { name: 'Audio playlist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to audio playlists' })).toBeTruthy();
  });

  it('shows another load error with a retry that asks again', async () => {
    renderApp(<AudioPlaylistPage />, {
      at: '/audio/playlists/7',
      path: '/audio/playlists/:id',
      mocks: [
        meMock(['view audio playlists', 'edit audio playlists']),
        settingsMock,
        load('7', { errors: [new GraphQLError('The service is down.', { extensions: { code: 'UNAVAILABLE' } })] }),
        load('7', { errors: [new GraphQLError('Still down.', { extensions: { code: 'UNAVAILABLE' } })] }),
      ],
    });
    await screen.findByText('Could not load this audio playlist.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/Still down\./);
  });
});

describe('AudioPlaylistPage for a user who may only look', () => {
  it('says why its fields cannot be changed, and offers no Save', async () => {
    renderApp(<AudioPlaylistPage />, {
      at: '/audio/playlists/new',
      path: '/audio/playlists/:id',
      mocks: [meMock(['view layouts']), settingsMock],
      dataRouter: true,
    });
    expect(
      await screen.findByText(
        'You may look at audio playlists but not change them (you do not have the edit layouts permission).',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('No tracks yet.')).toBeTruthy();
  });
});
