import type { AnswerOf, BodyOf } from '@signage/contract/api';
import type { audioPlaylistOperations as op } from '@signage/contract/audio-playlists';
import { rest } from './rest.ts';
import type { TestStack } from './stack.ts';

/** One typed call per audio playlist operation the suites use. */
type Answer<T> = { status: number; body: T & { msg?: string } };
type Saved = AnswerOf<typeof op.createAudioPlaylist>;

export const createAudioPlaylist = (apiUrl: string, token: string, body: BodyOf<typeof op.createAudioPlaylist>) =>
  rest(apiUrl, token, 'POST', '/audio_playlists/', body) as Promise<Answer<Saved>>;

export const updateAudioPlaylist = (
  apiUrl: string,
  token: string,
  id: number,
  body: BodyOf<typeof op.updateAudioPlaylist>,
) => rest(apiUrl, token, 'PUT', `/audio_playlists/${id}`, body) as Promise<Answer<Saved>>;

export const getAudioPlaylist = (apiUrl: string, token: string, id: number) =>
  rest(apiUrl, token, 'GET', `/audio_playlists/${id}`) as Promise<Answer<AnswerOf<typeof op.getAudioPlaylist>>>;

/**
 * Audio media items straight in the database (their upload and metadata reading is media's own test): `count`
 * tracks named `${prefix} n`, each with a title, artist, album, year and a duration.
 */
export async function seedAudioMedia(stack: TestStack, count: number, tags: string[], prefix = 'Track') {
  const ids: number[] = [];
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, i) => {
      const n = start + i + 1;
      return {
        name: `${prefix} ${n}.mp3`,
        tags,
        media_type: 'audio',
        media_format: 'mp3',
        mime_type: 'audio/mpeg',
        size: 1000,
        duration: 30 + (n % 10),
        metadata: JSON.stringify({ title: `${prefix} ${n}`, artist: 'Band', album: 'Album', year: 2020 }),
        file_name: `${prefix}-${n}-stored.mp3`,
        original_name: `${prefix} ${n}.mp3`,
      };
    });
    const inserted = await stack.db
      .insertInto('media')
      .values(rows as never)
      .returning('media_id')
      .execute();
    ids.push(...inserted.map((r) => r.media_id));
  }
  return ids;
}
