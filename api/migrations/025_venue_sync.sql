-- Venue clock sync (issue 24): each follower of a venue's sync master reports how far its clock is from the
-- master's. Player telemetry like the other reports: not audited, and only the last day is kept (the api deletes
-- a device's older samples as new ones arrive; the venue page reads the last hour).
create table device_clock_samples (
  id bigserial primary key,
  device_id integer not null references devices (device_id) on delete cascade,
  master_device_id integer not null references devices (device_id) on delete cascade,
  at timestamptz not null,
  offset_ms double precision not null,
  round_trip_ms double precision not null
);
create index device_clock_samples_device_at on device_clock_samples (device_id, at);
create index device_clock_samples_master on device_clock_samples (master_device_id);

insert into audit_unwatched (table_name, reason) values ('device_clock_samples', 'player telemetry');
