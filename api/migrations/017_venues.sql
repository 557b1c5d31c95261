-- Venues (spec 02 §3 "Venue"): where devices are and in which time zone. A device belongs to at most one venue
-- (devices.venue_id); the venue's zone is the one its devices' schedules and trading hours are evaluated in, the
-- device's own time_zone staying the fallback. The sync master is one of the venue's devices (checked by the api).
create table venues (
  venue_id serial primary key,
  name text not null,
  tags text[] not null default '{}',
  time_zone text not null,
  sync_master_device_id integer references devices (device_id) on delete set null,
  created_by integer references users (user_id) on delete set null,
  date_created timestamptz not null default now(),
  date_updated timestamptz not null default now()
);
create index venues_tags on venues using gin (tags);

alter table devices add column venue_id integer references venues (venue_id) on delete set null;
create index devices_venue on devices (venue_id) where venue_id is not null;
