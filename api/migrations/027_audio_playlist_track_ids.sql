-- A playlist's tracks as one array on its row (issue 25's 1,000-track save, p99 under 150 ms): saving a playlist
-- rewrote a row per track, each with two foreign-key checks and an audit capture (2,000 captured rows for a
-- reordered list of 1,000), and reading one joined a row per track. Now a save writes one row and its audit entry
-- shows the track list before and after. The order is the array's; a track may appear more than once.
alter table audio_playlists add column track_ids integer[] not null default '{}';
update audio_playlists p set track_ids = t.ids
from (
  select audio_playlist_id, array_agg(media_id order by position) as ids from audio_playlist_tracks group by audio_playlist_id
) t
where t.audio_playlist_id = p.audio_playlist_id;
drop table audio_playlist_tracks;
-- Which playlists hold a media item: a deleted item's playlists, and the media a player's playlists reach.
create index audio_playlists_track_ids on audio_playlists using gin (track_ids) with (fastupdate = off);

-- What audio_playlist_tracks' cascade did: deleting a media item takes it out of every playlist, however the
-- item is deleted. A playlist save locks its tracks' media rows (FOR KEY SHARE) until it commits, so a delete
-- either waits for it and then removes the item, or happened first and the save is refused for the missing item.
create function audio_playlists_forget_media() returns trigger language plpgsql as $$
begin
  update audio_playlists p
  set track_ids = array(
    select u.media_id from unnest(p.track_ids) with ordinality as u(media_id, n)
    where u.media_id not in (select media_id from gone) order by u.n)
  where p.track_ids && array(select media_id from gone);
  return null;
end $$;
create trigger audio_playlists_forget_media after delete on media
  referencing old table as gone for each statement execute function audio_playlists_forget_media();
