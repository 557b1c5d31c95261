import { labelledRows } from '../kit/find-visible.ts';
import type { SearchArea } from '../kit/search-area.ts';
import { type AudioPlaylistContext, EDIT_AUDIO_PLAYLISTS, VIEW_AUDIO_PLAYLISTS } from './context.ts';
import { AUDIO_PLAYLIST_AREA, AUDIO_PLAYLIST_COLUMNS, audioPlaylistAnswers } from './repository.ts';

/** Audio playlists in the search, the tag suggestions and the tag manager (not bulk-deletable: spec 02 §9). */
export function audioPlaylistSearchArea(ctx: AudioPlaylistContext): SearchArea {
  return {
    key: 'audio_playlists',
    view: VIEW_AUDIO_PLAYLISTS,
    edit: EDIT_AUDIO_PLAYLISTS,
    filters: ({ scheduleEndAfter }) => [
      // Handled by the schedules' own end: playlists with a schedule ending after the date.
      scheduleEndAfter === undefined ? undefined : undefined,
    ],
    embed: async (ids, viewer) => {
      const rows = await labelledRows(ctx, { area: AUDIO_PLAYLIST_AREA, columns: AUDIO_PLAYLIST_COLUMNS }, ids);
      const answers = await audioPlaylistAnswers(ctx.db, rows, viewer.forced_tags);
      return new Map(answers.map((a) => [a.audio_playlist_id, a as unknown as Record<string, unknown>]));
    },
  };
}
