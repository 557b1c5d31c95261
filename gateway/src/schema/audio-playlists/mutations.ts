import { AUDIO_PLAYLIST_MESSAGES as M } from '@signage/domain/audio/playlist';
import { builder } from '../../builder.ts';
import { restId } from '../../rest/errors.ts';
import { createMutation, deleteByIdMutation, updateMutation } from '../record-mutations.ts';
import { restCreate, restDelete, restUpdate } from '../rest-writes.ts';
import { AudioPlaylistType, AudioPlaylistTypeEnum, PlaybackModeEnum } from './audio-playlist.ts';

const fields = (required: boolean) =>
  builder.inputType(required ? 'CreateAudioPlaylistInput' : 'UpdateAudioPlaylistInput', {
    description: required ? 'A new playlist.' : 'Fields left out are not changed.',
    fields: (t) => ({
      name: t.string({ required, description: `Not empty ("${M.nameEmpty}").` }),
      tags: t.stringList({
        description: `Needed ("${M.noTags}") unless you carry forced tags; yours are added.`,
      }),
      trackIds: t.idList({ description: 'Media ids of audio tracks, in play order.' }),
      playlistType: t.field({ type: AudioPlaylistTypeEnum }),
      triggerCount: t.int({ description: 'Sting: plays after every this many layouts (1 or more).' }),
      playbackMode: t.field({ type: PlaybackModeEnum }),
      repeat: t.boolean(),
      confirmNoTags: t.boolean({ description: 'You carry forced tags and confirm saving without tags.' }),
    }),
  });
const CreateInput = fields(true);
const UpdateInput = fields(false);

interface Input {
  name?: string | null;
  tags?: string[] | null;
  trackIds?: (string | number)[] | null;
  playlistType?: 'audio' | 'sting' | null;
  triggerCount?: number | null;
  playbackMode?: 'sequential' | 'shuffle' | null;
  repeat?: boolean | null;
  confirmNoTags?: boolean | null;
}

/** The REST body of an input: null and absent both leave a field as it is. */
function restBody(input: Input) {
  const set = <T>(value: T | null | undefined) => (value === null ? undefined : value);
  return {
    name: set(input.name),
    tags: set(input.tags),
    playlist: input.trackIds ? input.trackIds.map((id) => Number(restId(id))) : undefined,
    playlist_type: set(input.playlistType),
    trigger_count: set(input.triggerCount),
    playback_mode: set(input.playbackMode),
    repeat: set(input.repeat),
    confirm_no_tags: set(input.confirmNoTags),
  };
}

createMutation('createAudioPlaylist', AudioPlaylistType, CreateInput, {
  description: `Creates a playlist ('${M.created}'); a new sting starts with trigger count 1.`,
  create: restCreate(
    '/audio_playlists/',
    (input) => {
      const body = restBody(input as Input);
      return { ...body, name: body.name ?? '' };
    },
    async (answer) => answer.audio_playlist,
  ),
});

updateMutation('updateAudioPlaylist', AudioPlaylistType, UpdateInput, {
  description: `Updates a playlist ('${M.updated}'); an audio playlist clears its trigger count.`,
  update: restUpdate(
    '/audio_playlists/{id}',
    (input) => restBody(input as Input),
    async (answer) => answer.audio_playlist,
  ),
});

builder.mutationField('cloneAudioPlaylist', (t) =>
  t.field({
    type: AudioPlaylistType,
    description: 'A copy named "<name> (Copy)", with its tracks and settings, without its schedules.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const answer = await ctx.rest.post('/audio_playlists/{id}/clone', { params: { id: Number(restId(id)) } });
      return answer.audio_playlist;
    },
  }),
);

deleteByIdMutation(
  'deleteAudioPlaylist',
  `Deletes a playlist and its schedules ('${M.deleted}'). Answers its id.`,
  restDelete('/audio_playlists/{id}', 'audio_playlist_id'),
);
