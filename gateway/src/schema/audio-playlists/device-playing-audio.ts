import type { PlayingAudio, PlayingTrack } from '@signage/domain/device-playing';
import { builder } from '../../builder.ts';
import { loadedField } from '../load-by-ids.ts';
import { MediaType } from '../media/media.ts';
import { DevicePlayingType } from '../schedules/device-playing.ts';
import { ScheduleType } from '../schedules/schedule.ts';
import { AudioPlaylistType } from './audio-playlist.ts';

const DevicePlayingTrackType = builder.objectRef<PlayingTrack>('DevicePlayingTrack').implement({
  description: 'A track on a device’s audio channel: which playlist and schedule, since when, at what level.',
  fields: (t) => ({
    scheduleId: t.id({ resolve: (a) => String(a.schedule_id) }),
    schedule: loadedField(t, ScheduleType, { id: (a) => a.schedule_id, orNull: true }),
    audioPlaylistId: t.id({ resolve: (a) => String(a.audio_playlist_id) }),
    audioPlaylist: loadedField(t, AudioPlaylistType, { id: (a) => a.audio_playlist_id, orNull: true }),
    mediaId: t.id({ resolve: (a) => String(a.media_id) }),
    media: loadedField(t, MediaType, { id: (a) => a.media_id, orNull: true }),
    since: t.field({ type: 'DateTime', description: 'When the track started, on its clock.', resolve: (a) => a.since }),
    gainDb: t.exposeFloat('gain_db', { description: 'The stored loudness gain of the track (to -16 LUFS).' }),
    volumeDb: t.exposeFloat('volume_db', { description: 'What it plays at: the gain, plus the duck while ducked.' }),
  }),
});

const DevicePlayingAudioType = builder.objectRef<PlayingAudio>('DevicePlayingAudio').implement({
  description:
    'A device’s audio channel (issue 25): the music, which plays on across layout changes, the sting playing now, the duck and where the sting cadence stands.',
  fields: (t) => ({
    music: t.field({ type: DevicePlayingTrackType, nullable: true, resolve: (a) => a.music }),
    sting: t.field({ type: DevicePlayingTrackType, nullable: true, resolve: (a) => a.sting }),
    duckDb: t.exposeFloat('duck_db', { description: 'The device setting: how far the music drops while ducked.' }),
    ducked: t.exposeBoolean('ducked', { description: 'A layout with audio enabled, or a sting, plays now.' }),
    layoutsSinceSting: t.exposeInt('layouts_since_sting', { description: 'Layouts played since the last sting.' }),
    stingsPlayed: t.exposeInt('stings_played', { description: 'Stings played so far: the turn of the next.' }),
  }),
});

builder.objectField(DevicePlayingType, 'audio', (t) =>
  t.field({
    type: DevicePlayingAudioType,
    nullable: true,
    description: 'Its audio channel; null from a player without one, or closed by its trading hours.',
    resolve: (e) => e.audio ?? null,
  }),
);
