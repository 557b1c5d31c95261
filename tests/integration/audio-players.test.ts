import type { PlayingAudio } from '@signage/domain/device-playing';
import { DAY_MS, formatWallClock } from '@signage/domain/schedules/wall-clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { createAudioPlaylist, seedAudioMedia } from './testkit/audio-playlists.ts';
import { activateDevice } from './testkit/devices.ts';
import { eventually } from './testkit/eventually.ts';
import { DeviceAudioSubscriptionDocument } from './testkit/gql/graphql.ts';
import { signIn, wsClient } from './testkit/graphql.ts';
import { createLayout, layoutBody } from './testkit/layouts.ts';
import { liveQuery } from './testkit/live.ts';
import { rest } from './testkit/rest.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';
import { createTagMetadata } from './testkit/tag-metadata.ts';

/**
 * Issue 25: a simulated player plays its scheduled music on an audio channel of its own, ducked under a layout with
 * audio enabled, each track at its stored gain; stings play by the cadence; it says so on its out topic (and
 * devicePlaying passes it on), and its plays reach the audio playback report.
 */
let stack: TestStack;
let admin: string;
let gql: string;
let player: SimulatedPlayer;
let deviceId: number;
let music: number[];
let sting: number;

const today = () => formatWallClock(Date.now() - (Date.now() % DAY_MS) - DAY_MS);
const nextWeek = () => formatWallClock(Date.now() - (Date.now() % DAY_MS) + 7 * DAY_MS);
const schedule = (body: { layout_id?: number; audio_playlist_id?: number; tags: string[] }) =>
  rest(stack.apiUrl, admin, 'POST', '/schedules/', {
    ...body,
    timer: { start: today(), end: nextWeek(), dow: 127, day_part: false },
  });

beforeAll(async () => {
  stack = await startTestStack();
  gql = stack.gatewayUrl;
  admin = (await signIn(gql, 'admin', ADMIN_PASSWORD)).token;
  music = await seedAudioMedia(stack, 2, ['music'], 'Song');
  sting = (await seedAudioMedia(stack, 1, ['sting'], 'Jingle'))[0]!;
  // Measured loudness: the first song is loud (turned down 3.5 dB), the second quiet, the jingle not measured.
  await stack.db.updateTable('media').set({ loudness_gain_db: -3.5 }).where('media_id', '=', music[0]!).execute();
  await stack.db.updateTable('media').set({ loudness_gain_db: 2 }).where('media_id', '=', music[1]!).execute();
  // Thirty times real time: a layout plays in 1 s, a 30-39 s track in about 1 s.
  player = new SimulatedPlayer({
    apiUrl: stack.apiUrl,
    mqttUrl: stack.stack.mqttUrl!,
    checkinIntervalMs: 100,
    timeScale: 30,
  });
  const key = await player.start();
  deviceId = (await activateDevice(stack.apiUrl, admin, key)).body.device_id;
  await rest(stack.apiUrl, admin, 'PUT', `/devices/${deviceId}`, { tags: ['shop', 'foyer'], time_zone: 'UTC' });
  await player.whenActivated();
  await player.whenOnline();
}, 180_000);
afterAll(async () => {
  await player?.stop();
  await stack?.close();
});

describe('the audio channel of a player', () => {
  it('plays its music ducked under an audio layout, stings by the cadence, and reports both', async () => {
    const songs = await createAudioPlaylist(stack.apiUrl, admin, {
      name: 'Shop music',
      tags: ['shop'],
      playlist: music,
    });
    const jingles = await createAudioPlaylist(stack.apiUrl, admin, {
      name: 'Jingles',
      tags: ['shop'],
      playlist: [sting!],
      playlist_type: 'sting',
      trigger_count: 2,
    });
    const layout = await createLayout(
      stack.apiUrl,
      admin,
      layoutBody([], {
        name: 'Talking heads',
        tags: ['shop'],
        json: { ...layoutBody().json, audio_enabled: true } as never,
      }),
    );
    expect(layout.status).toBe(201);
    const musicSchedule = await schedule({
      audio_playlist_id: songs.body.audio_playlist.audio_playlist_id,
      tags: ['shop'],
    });
    expect(musicSchedule.status).toBe(201);
    // Stings are a channel of their own: the same tags and hours as the music are no overlap.
    const stingSchedule = await schedule({
      audio_playlist_id: jingles.body.audio_playlist.audio_playlist_id,
      tags: ['shop'],
    });
    expect(stingSchedule.status).toBe(201);
    expect((await schedule({ layout_id: layout.body.layout_id, tags: ['shop'] })).status).toBe(201);

    const client = wsClient(gql, admin);
    const watch = liveQuery(client, DeviceAudioSubscriptionDocument, { id: String(deviceId) });
    try {
      await player.refreshSchedules();
      // The music: the first song at its gain, ducked by the default -12 dB under the audio-enabled layout.
      const first = await player.whenAudio((a) => a.music?.media_id === music[0]);
      expect(first).toMatchObject({ ducked: true, duck_db: -12 });
      expect(first.music).toMatchObject({
        schedule_id: musicSchedule.body.schedule.schedule_id,
        gain_db: -3.5,
        volume_db: -15.5,
      });
      // The next song follows at its own gain: equally loud.
      const second = await player.whenAudio((a) => a.music?.media_id === music[1]);
      expect(second.music?.volume_db).toBe(-10);

      // A sting after every 2 layouts; the cadence starts over after it.
      const stung: PlayingAudio = await player.whenAudio((a) => a.sting !== null);
      expect(stung.sting).toMatchObject({ media_id: sting, gain_db: 0, volume_db: 0 });
      expect(stung).toMatchObject({ layouts_since_sting: 0, stings_played: 1 });

      // devicePlaying carries the audio channel.
      const heard = await watch.next((a) => a.data?.devicePlaying.audio?.music != null);
      expect(heard.data?.devicePlaying.audio).toMatchObject({
        duckDb: -12,
        music: { audioPlaylist: { name: 'Shop music' } },
      });
      expect(heard.data?.devicePlaying.audio?.music?.media?.name).toMatch(/^Song \d\.mp3$/);

      // The plays reach the audio playback report (each reported as it starts, without waiting for the answer).
      const played = () =>
        rest(stack.apiUrl, admin, 'GET', `/reports/audio_playback/?device_ids=${deviceId}`).then(
          (report) => new Set((report.body.playback as { media_id: number }[]).map((row) => row.media_id)),
        );
      await eventually(async () => (await played()).size === 3, { what: 'three tracks in the report' });
      expect(await played()).toEqual(new Set([...music, sting]));
    } finally {
      watch.dispose();
      await client.dispose();
    }
  });

  it('takes the duck from its device settings', async () => {
    const created = await createTagMetadata(stack.apiUrl, admin, {
      category: 'device settings',
      description: 'Quiet shop',
      tags: ['shop'],
      json: { audio: { duck_db: -6 } },
    });
    expect(created.status).toBe(201);
    await player.refreshDesiredState();
    const audio = await player.whenAudio((a) => a.duck_db === -6 && a.music !== null && a.ducked);
    expect(audio.music!.volume_db).toBe(audio.music!.gain_db - 6);
  });

  it('plays only the playlists its schedules reach', async () => {
    const other = await createAudioPlaylist(stack.apiUrl, admin, {
      name: 'Elsewhere',
      tags: ['elsewhere'],
      playlist: music,
    });
    const id = other.body.audio_playlist.audio_playlist_id;
    const credentials = player.credentials!;
    const auth = { authorization: `Player ${credentials.device_key}:${credentials.player_secret}` };
    const refused = await fetch(`${stack.apiUrl}/api/players/audio_playlists/${id}`, { headers: auth });
    expect(refused.status).toBe(404);
    expect((await refused.json()).msg).toBe(`Audio playlist ${id} is not scheduled for this player.`);
    const unknown = await fetch(`${stack.apiUrl}/api/players/audio_playlists/99999999`, { headers: auth });
    expect(unknown.status).toBe(404);
    const anonymous = await fetch(`${stack.apiUrl}/api/players/audio_playlists/${id}`);
    expect(anonymous.status).toBe(401);
  });
});
