-- Audio playlists (spec 02 §3 "Audio playlist", issue 25): background music ('audio') or short stings ('sting')
-- that players play after every trigger_count layouts. The tracks are media ids in play order; deleting a media
-- item takes it out of every playlist (audio_playlist_tracks cascades). Schedules publish a playlist as they do a
-- layout: deleting the playlist deletes its schedules in the same statement.
create table audio_playlists (
  audio_playlist_id serial primary key,
  name text not null,
  tags text[] not null default '{}',
  playlist_type text not null default 'audio' check (playlist_type in ('audio', 'sting')),
  -- Sting only; an audio playlist clears it (spec 02 §3).
  trigger_count integer check (trigger_count is null or trigger_count >= 1),
  playback_mode text not null default 'sequential' check (playback_mode in ('sequential', 'shuffle')),
  repeat boolean not null default true,
  created_by integer references users (user_id) on delete set null,
  date_created timestamptz not null default now(),
  date_updated timestamptz not null default now(),
  check ((playlist_type = 'sting') = (trigger_count is not null))
);
create index audio_playlists_tags on audio_playlists using gin (tags);
create index audio_playlists_newest on audio_playlists (date_created desc, audio_playlist_id desc);

create table audio_playlist_tracks (
  audio_playlist_id integer not null references audio_playlists (audio_playlist_id) on delete cascade,
  position integer not null,
  media_id integer not null references media (media_id) on delete cascade,
  primary key (audio_playlist_id, position)
);
create index audio_playlist_tracks_media on audio_playlist_tracks (media_id);

alter table schedules
  add constraint schedules_audio_playlist_fk foreign key (audio_playlist_id)
  references audio_playlists (audio_playlist_id) on delete cascade;
create index schedules_audio_playlist on schedules (audio_playlist_id) where audio_playlist_id is not null;

-- The gain (dB) that brings an audio file to -16 LUFS (EBU R128), measured once at upload or by the background
-- pass; null until measured.
alter table media add column loudness_gain_db double precision;
-- The song search orders audio by name and matches it by text and tags.
create index media_audio_newest on media (date_created desc, media_id desc) where media_type = 'audio';
