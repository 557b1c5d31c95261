import { AUDIO_PLAYLIST_MESSAGES as M } from '@signage/domain/audio/playlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAudioMedia } from './testkit/audio-playlists.ts';
import {
  AudioPlaylistListQueryDocument,
  AudioPlaylistQueryDocument,
  CreateAudioPlaylistMutationDocument,
  DeleteAudioPlaylistMutationDocument,
  RandomPlaylistQueryDocument,
  UpdateAudioPlaylistMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql, gqlCountingRestCalls, signIn } from './testkit/graphql.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
let tracks: number[];

beforeAll(async () => {
  stack = await startTestStack();
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
  tracks = await seedAudioMedia(stack, 30, ['gq-music'], 'Tune');
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

describe('audio playlists through GraphQL', () => {
  it('saves with the REST rules and answers the spec messages as errors', async () => {
    const empty = await gql(
      stack.gatewayUrl,
      CreateAudioPlaylistMutationDocument,
      { input: { name: '', tags: ['x'] } },
      token,
    );
    expect(empty.errors?.[0]?.message).toBe(M.nameEmpty);
    const noTags = await gql(stack.gatewayUrl, CreateAudioPlaylistMutationDocument, { input: { name: 'x' } }, token);
    expect(noTags.errors?.[0]?.message).toBe(M.noTags);

    const created = await gql(
      stack.gatewayUrl,
      CreateAudioPlaylistMutationDocument,
      {
        input: {
          name: 'Jingles',
          tags: ['gq'],
          playlistType: 'STING' as never,
          trackIds: tracks.slice(0, 3).map(String),
        },
      },
      token,
    );
    expect(created.data?.createAudioPlaylist).toMatchObject({
      name: 'Jingles',
      playlistType: 'STING',
      triggerCount: 1,
    });
    const id = created.data!.createAudioPlaylist.id;
    const updated = await gql(
      stack.gatewayUrl,
      UpdateAudioPlaylistMutationDocument,
      { id, input: { triggerCount: 5 } },
      token,
    );
    expect(updated.data?.updateAudioPlaylist).toMatchObject({ triggerCount: 5 });
    const deleted = await gql(stack.gatewayUrl, DeleteAudioPlaylistMutationDocument, { id }, token);
    expect(deleted.data?.deleteAudioPlaylist).toBe(id);
  });

  it('loads every playlist’s tracks in one batched call', async () => {
    for (const name of ['Batch one', 'Batch two', 'Batch three']) {
      await gql(
        stack.gatewayUrl,
        CreateAudioPlaylistMutationDocument,
        { input: { name, tags: ['batch'], trackIds: tracks.map(String) } },
        token,
      );
    }
    const listed = await gqlCountingRestCalls(
      stack.gatewayUrl,
      AudioPlaylistListQueryDocument,
      { search: 'Batch', pageSize: 25 },
      token,
    );
    expect(listed.data?.audioPlaylists.items).toHaveLength(3);
    expect(listed.data?.audioPlaylists.items[0]?.tracks).toHaveLength(30);
    // The list, then one media call for all 90 tracks.
    expect(listed.restCalls).toBe(2);
    const one = await gql(
      stack.gatewayUrl,
      AudioPlaylistQueryDocument,
      { id: listed.data!.audioPlaylists.items[0]!.id },
      token,
    );
    expect(one.data?.audioPlaylist.tracks[0]).toMatchObject({ name: 'Tune 1.mp3', metadata: { artist: 'Band' } });
    expect(one.data?.audioPlaylist.totalDuration).toBeGreaterThan(900);
  });

  it('draws a random playlist from tagged audio', async () => {
    const drawn = await gql(stack.gatewayUrl, RandomPlaylistQueryDocument, { tags: ['gq-music'] }, token);
    expect(drawn.data?.randomPlaylist).toHaveLength(5);
    expect(new Set(drawn.data?.randomPlaylist.map((m) => m.mediaType))).toEqual(new Set(['audio']));
  });
});
