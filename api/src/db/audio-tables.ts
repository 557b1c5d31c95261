import type { ColumnType, Generated } from 'kysely';
import type { AuthoredColumns } from './authored-columns.ts';

/** Kysely's view of the tables of migrations/018_audio_playlists.sql (tracks: 027). */
export interface AudioPlaylistTable extends AuthoredColumns {
  audio_playlist_id: Generated<number>;
  name: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  playlist_type: string;
  trigger_count: number | null;
  playback_mode: ColumnType<string, string | undefined, string>;
  repeat: ColumnType<boolean, boolean | undefined, boolean>;
  /** The tracks' media ids in play order (migration 027). */
  track_ids: ColumnType<number[], number[] | undefined, number[]>;
}

export interface AudioTables {
  audio_playlists: AudioPlaylistTable;
}
