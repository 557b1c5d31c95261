-- Media playback counts players report (spec 02 §3 "Playback row": media_id, count, playback_date), one row per
-- device, media item and day of the player's own calendar; a report of the same day and item adds to the count.
-- The playback reports (spec 02 §7: by date range, device tags or device ids, media tags) read them by day.
-- Deleting a device or a media item deletes its counts, like the other device reports.
create table device_playback (
  device_id integer not null references devices (device_id) on delete cascade,
  media_id integer not null references media (media_id) on delete cascade,
  playback_date date not null,
  count integer not null check (count > 0),
  primary key (device_id, media_id, playback_date)
);
create index device_playback_date on device_playback (playback_date, media_id);
create index device_playback_media on device_playback (media_id);
