import { AUDIO_PLAYLIST_MESSAGES as M } from '@signage/domain/audio/playlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAudioPlaylist,
  getAudioPlaylist,
  seedAudioMedia,
  updateAudioPlaylist,
} from './testkit/audio-playlists.ts';
import { mp3, png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { scheduleBody } from './testkit/schedules.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
let tracks: number[];

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  tracks = await seedAudioMedia(stack, 6, ['music'], 'Song');
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

describe('audio playlists', () => {
  it('creates, updates, clones and deletes with the spec messages', async () => {
    const created = await createAudioPlaylist(stack.apiUrl, token, {
      name: 'Morning',
      tags: ['#store'],
      playlist: [tracks[2]!, tracks[0]!],
    });
    expect(created.status).toBe(201);
    expect(created.body.msg).toBe('New Audio Playlist successfully created.');
    const playlist = created.body.audio_playlist;
    // A new playlist starts as audio: the trigger count is cleared.
    expect(playlist).toMatchObject({
      name: 'Morning',
      tags: [{ name: 'store' }],
      playlist: [tracks[2], tracks[0]],
      playlist_type: 'audio',
      trigger_count: null,
      playback_mode: 'sequential',
      repeat: true,
      schedules: [],
    });
    expect(playlist.total_duration).toBeGreaterThan(60);

    const updated = await updateAudioPlaylist(stack.apiUrl, token, playlist.audio_playlist_id, {
      playlist_type: 'sting',
      trigger_count: 5,
      playlist: [tracks[0]!, tracks[1]!, tracks[2]!],
    });
    expect(updated.body).toMatchObject({
      msg: 'Audio Playlist successfully updated.',
      audio_playlist: { playlist_type: 'sting', trigger_count: 5, playlist: [tracks[0], tracks[1], tracks[2]] },
    });
    const audio = await updateAudioPlaylist(stack.apiUrl, token, playlist.audio_playlist_id, {
      playlist_type: 'audio',
    });
    expect(audio.body.audio_playlist).toMatchObject({ playlist_type: 'audio', trigger_count: null });

    const cloned = await rest(stack.apiUrl, token, 'POST', `/audio_playlists/${playlist.audio_playlist_id}/clone`);
    expect(cloned.status).toBe(201);
    expect(cloned.body.audio_playlist).toMatchObject({
      name: 'Morning (Copy)',
      playlist: audio.body.audio_playlist.playlist,
    });

    const listed = await rest(stack.apiUrl, token, 'GET', '/audio_playlists/?q=morning');
    expect(listed.body.page_info.total_items).toBe(2);

    const deleted = await rest(stack.apiUrl, token, 'DELETE', `/audio_playlists/${playlist.audio_playlist_id}`);
    expect(deleted.body).toEqual({
      msg: 'Audio Playlist successfully deleted',
      audio_playlist_id: playlist.audio_playlist_id,
    });
    const gone = await getAudioPlaylist(stack.apiUrl, token, playlist.audio_playlist_id);
    expect(gone).toMatchObject({
      status: 404,
      body: { msg: `Audio playlist ${playlist.audio_playlist_id} not found.` },
    });
  });

  it.each([
    [{ name: ' ', tags: ['a'] }, M.nameEmpty],
    [{ name: 'No tags' }, M.noTags],
    [{ name: 'Sting', tags: ['a'], playlist_type: 'sting' as const, trigger_count: 0 }, M.triggerCount],
    [{ name: 'Sting', tags: ['a'], playlist_type: 'sting' as const, trigger_count: null }, M.triggerCount],
    [{ name: 'Missing', tags: ['a'], playlist: [999999] }, M.notAudio(999999)],
  ])('refuses %j with its message and stores nothing', async (body, msg) => {
    const before = await stack.db
      .selectFrom('audio_playlists')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await createAudioPlaylist(stack.apiUrl, token, body);
    expect(answer).toMatchObject({ status: 422, body: { msg } });
    const after = await stack.db
      .selectFrom('audio_playlists')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('saves once the tag colours are stale: the update never waits on the connection it holds', async () => {
    const created = await createAudioPlaylist(stack.apiUrl, token, {
      name: 'Stale',
      tags: ['store'],
      playlist: tracks,
    });
    const id = created.body.audio_playlist.audio_playlist_id;
    // Past the tag registry's 10 s: its colours reload on the next read (it hung inside the save before).
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    const saved = await updateAudioPlaylist(stack.apiUrl, token, id, { name: 'Stale saved' });
    expect(saved.status).toBe(200);
    expect(saved.body.audio_playlist).toMatchObject({
      name: 'Stale saved',
      playlist: tracks,
      tags: [{ name: 'store' }],
    });
    await rest(stack.apiUrl, token, 'DELETE', `/audio_playlists/${id}`);
  }, 60_000);

  it('loses a deleted media item from every playlist, keeping the order of the rest, and audits the save', async () => {
    const [gone, kept] = await seedAudioMedia(stack, 2, ['music'], 'Leaving');
    const first = await createAudioPlaylist(stack.apiUrl, token, {
      name: 'Leaving one',
      tags: ['store'],
      playlist: [gone!, tracks[0]!, gone!, kept!],
    });
    const second = await createAudioPlaylist(stack.apiUrl, token, {
      name: 'Leaving two',
      tags: ['store'],
      playlist: [kept!, gone!],
    });
    const ids = [first, second].map((c) => c.body.audio_playlist.audio_playlist_id);
    const saved = await updateAudioPlaylist(stack.apiUrl, token, ids[0]!, { playlist: [tracks[1]!, gone!, kept!] });
    expect(saved.body.audio_playlist.playlist).toEqual([tracks[1], gone, kept]);
    // The save's entry shows the track list before and after.
    const entry = await stack.db
      .selectFrom('audit')
      .select('details_json')
      .where('action_id', '=', 'updateAudioPlaylist')
      .where('object_id', '=', String(ids[0]))
      .orderBy('audit_id', 'desc')
      .executeTakeFirstOrThrow();
    expect((entry.details_json as { changes: unknown[] }).changes).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ track_ids: [gone, tracks[0], gone, kept] }),
        after: expect.objectContaining({ track_ids: [tracks[1], gone, kept] }),
      }),
    );

    const deleted = await rest(stack.apiUrl, token, 'DELETE', `/media/${gone}`);
    expect(deleted.status).toBe(200);
    const [one, two] = await Promise.all(ids.map((id) => getAudioPlaylist(stack.apiUrl, token, id)));
    expect(one!.body.playlist).toEqual([tracks[1], kept]);
    expect(two!.body.playlist).toEqual([kept]);
    expect(two!.body.total_duration).toBe(32);
    // A track listed twice counts twice (the database sums only lists without repeats).
    const twice = await createAudioPlaylist(stack.apiUrl, token, {
      name: 'Twice',
      tags: ['store'],
      playlist: [kept!, kept!],
    });
    expect(twice.body.audio_playlist.total_duration).toBe(64);
    await rest(stack.apiUrl, token, 'DELETE', `/audio_playlists/${twice.body.audio_playlist.audio_playlist_id}`);
    for (const id of ids) await rest(stack.apiUrl, token, 'DELETE', `/audio_playlists/${id}`);
  });

  it('refuses a track that is not audio', async () => {
    const image = await upload(stack.apiUrl, token, [{ name: 'still.png', data: await png(8, 8) }], ['a']);
    const id = image.body.media![0]!.media!.media_id;
    const answer = await createAudioPlaylist(stack.apiUrl, token, { name: 'Mixed', tags: ['a'], playlist: [id] });
    expect(answer).toMatchObject({ status: 422, body: { msg: M.notAudio(id) } });
  });

  it('measures an uploaded track’s loudness and stores the gain to -16 LUFS', async () => {
    const uploaded = await upload(stack.apiUrl, token, [{ name: 'tone.mp3', data: await mp3('Loud', 2) }], ['a']);
    const id = uploaded.body.media![0]!.media!.media_id;
    const gain = async () =>
      (
        await stack.db
          .selectFrom('media')
          .select('loudness_gain_db')
          .where('media_id', '=', id)
          .executeTakeFirstOrThrow()
      ).loudness_gain_db;
    await expect.poll(gain, { timeout: 60_000, interval: 500 }).not.toBeNull();
    // ffmpeg's sine plays at 1/8 of full scale, about -22 LUFS: it is turned up by about 6 dB.
    expect(await gain()).toBeCloseTo(6.2, 0);
    const got = await rest(stack.apiUrl, token, 'GET', `/media/${id}`);
    expect(got.body.loudness_gain_db).toBe(await gain());
  });

  it('starts a new sting with trigger count 1', async () => {
    const answer = await createAudioPlaylist(stack.apiUrl, token, {
      name: 'Jingle',
      tags: ['a'],
      playlist_type: 'sting',
    });
    expect(answer.body.audio_playlist).toMatchObject({ playlist_type: 'sting', trigger_count: 1 });
  });

  it('asks a user with forced tags to confirm no tags, hides playlists without them, refuses without the right', async () => {
    await createUser(stack, {
      username: 'north-editor',
      password: 'North-pass-12',
      permissions: ['edit layouts'],
      forcedTags: ['north'],
    });
    await createUser(stack, { username: 'media-only', password: 'Media-pass-12', permissions: ['view media'] });
    const north = (await restLogin(stack.apiUrl, 'north-editor', 'North-pass-12')).body.auth_token!;
    const asked = await createAudioPlaylist(stack.apiUrl, north, { name: 'North music' });
    expect(asked).toMatchObject({ status: 422, body: { msg: M.confirmNoTags } });
    const confirmed = await createAudioPlaylist(stack.apiUrl, north, { name: 'North music', confirm_no_tags: true });
    expect(confirmed.body.audio_playlist.tags).toEqual([expect.objectContaining({ name: 'north' })]);
    // The admin's playlists carry no "north": the north editor neither sees them nor may use the admin's tracks.
    const listed = await rest(stack.apiUrl, north, 'GET', '/audio_playlists/');
    expect(listed.body.audio_playlists.map((p: { name: string }) => p.name)).toEqual(['North music']);
    const foreign = await createAudioPlaylist(stack.apiUrl, north, {
      name: 'x',
      playlist: [tracks[0]!],
      confirm_no_tags: true,
    });
    expect(foreign).toMatchObject({ status: 422, body: { msg: M.notAudio(tracks[0]!) } });

    const outsider = (await restLogin(stack.apiUrl, 'media-only', 'Media-pass-12')).body.auth_token!;
    expect((await rest(stack.apiUrl, outsider, 'GET', '/audio_playlists/')).status).toBe(403);
    expect((await createAudioPlaylist(stack.apiUrl, outsider, { name: 'x', tags: ['a'] })).status).toBe(403);
  });

  it('keeps the tracks a playlist holds when a user whose forced tags hide them renames or reorders it', async () => {
    // The admin's tracks carry "music" only; the playlist carries the north editor's forced tag.
    const shared = await createAudioPlaylist(stack.apiUrl, token, {
      name: 'Shared',
      tags: ['north'],
      playlist: [tracks[0]!, tracks[1]!],
    });
    const id = shared.body.audio_playlist.audio_playlist_id;
    const north = (await restLogin(stack.apiUrl, 'north-editor', 'North-pass-12')).body.auth_token!;
    const renamed = await updateAudioPlaylist(stack.apiUrl, north, id, { name: 'Shared north' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const reordered = await updateAudioPlaylist(stack.apiUrl, north, id, { playlist: [tracks[1]!, tracks[0]!] });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect((await getAudioPlaylist(stack.apiUrl, token, id)).body).toMatchObject({
      name: 'Shared north',
      playlist: [tracks[1]!, tracks[0]!],
    });
    // A hidden track it did not hold is still refused.
    const added = await updateAudioPlaylist(stack.apiUrl, north, id, { playlist: [tracks[1]!, tracks[2]!] });
    expect(added).toMatchObject({ status: 422, body: { msg: M.notAudio(tracks[2]!) } });
  });

  it('draws random tracks from the audio media carrying the tags', async () => {
    const others = await seedAudioMedia(stack, 3, ['jazz'], 'Jazz');
    const drawn = await rest(stack.apiUrl, token, 'GET', '/audio_playlists/random?count=5&tags=jazz');
    expect(drawn.status).toBe(200);
    expect(drawn.body.media.map((m: { media_id: number }) => m.media_id).sort()).toEqual([...others].sort());
    const five = await rest(stack.apiUrl, token, 'GET', '/audio_playlists/random?tags=music');
    expect(five.body.media).toHaveLength(5);
    expect(five.body.media[0]).toMatchObject({ media_type: 'audio', metadata: { artist: 'Band' } });
  });

  it('is scheduled like a layout, and its schedules go with it', async () => {
    const made = await createAudioPlaylist(stack.apiUrl, token, { name: 'Scheduled', tags: ['a'], playlist: tracks });
    const id = made.body.audio_playlist.audio_playlist_id;
    const body = {
      ...scheduleBody(0, ['lobby'], '2030-01-01T09:00', '2030-01-01T10:00'),
      layout_id: null,
      audio_playlist_id: id,
    };
    const scheduled = await rest(stack.apiUrl, token, 'POST', '/schedules/', body);
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.schedule).toMatchObject({
      schedule_contents_type: 'audio_playlist',
      audio_playlist_id: id,
      audio_playlist_name: 'Scheduled',
      audio_playlist_type: 'audio',
    });
    const got = await getAudioPlaylist(stack.apiUrl, token, id);
    expect(got.body.schedules).toEqual([scheduled.body.schedule.schedule_id]);
    // A user whose forced tags the playlist carries, but not its lobby schedule, is not told of that schedule.
    await rest(stack.apiUrl, token, 'PUT', `/audio_playlists/${id}`, { tags: ['a', 'north'] });
    const north = (await restLogin(stack.apiUrl, 'north-editor', 'North-pass-12')).body.auth_token!;
    expect((await getAudioPlaylist(stack.apiUrl, north, id)).body.schedules).toEqual([]);
    await rest(stack.apiUrl, token, 'DELETE', `/audio_playlists/${id}`);
    const schedule = await rest(stack.apiUrl, token, 'GET', `/schedules/${scheduled.body.schedule.schedule_id}`);
    expect(schedule.status).toBe(404);
    const missing = await rest(stack.apiUrl, token, 'POST', '/schedules/', body);
    expect(missing).toMatchObject({ status: 422, body: { msg: `Audio playlist ${id} not found.` } });
  });
});
