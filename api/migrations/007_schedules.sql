-- Schedules (spec 01 §3 "Schedule", spec 02 §3): what they publish (a layout or sync sequence, or an audio
-- playlist once that area lands), to which tags, and when. The timer is wall-clock time with no zone
-- (`timestamp`, not `timestamptz`): "09:00" means nine on each device's own clock, in its own zone
-- (domain/src/schedules/time-zones.ts). Read them back with to_char, so no driver shifts them by a zone.
--
-- Deleting a layout deletes its schedules in the same statement (on delete cascade, as 004_layouts.sql says).
-- audio_playlist_id has no table to reference yet; the audio playlists migration adds its foreign key.
create table schedules (
  schedule_id serial primary key,
  layout_id integer references layouts (layout_id) on delete cascade,
  audio_playlist_id integer,
  tags text[] not null default '{}',
  start_time timestamp(0) not null,
  end_time timestamp(0) not null,
  -- mon=1, tue=2, wed=4, thu=8, fri=16, sat=32, sun=64 (spec 01 §3).
  dow smallint not null default 127 check (dow between 0 and 127),
  day_part boolean not null default false,
  created_by integer references users (user_id) on delete set null,
  date_created timestamptz not null default now(),
  date_updated timestamptz not null default now(),
  -- Exactly one of the two contents.
  check ((layout_id is null) <> (audio_playlist_id is null)),
  check (end_time >= start_time)
);
-- The overlap check reads schedules with one identical tag set (tags @> t and tags <@ t); for_device reads the
-- schedules a device's tags contain (tags <@ device tags): both are GIN array searches.
create index schedules_tags on schedules using gin (tags);
create index schedules_layout on schedules (layout_id) where layout_id is not null;
-- The list's date range (end after `from`, start before `to`).
create index schedules_end on schedules (end_time, start_time);

-- A device's own time zone (an IANA id), in which its schedules' wall-clock times are read. Null: the
-- installation's display time zone. Venues will give their devices a zone later.
alter table devices add column time_zone text;
