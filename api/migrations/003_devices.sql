-- Devices (spec 02 §3 "Device"). A player registers itself (device_key, player secret) and stays unactivated
-- until an operator enters its key; only activated devices appear to operators.
create table devices (
  device_id serial primary key,
  name text not null default '',
  type text not null default '',
  model_name text not null default '',
  firmware_version text not null default '',
  licensed boolean not null default false,
  last_contact timestamptz,
  contact_ip_address text,
  date_created timestamptz not null default now(),
  asset_tag text not null default '',
  tags text[] not null default '{}',
  -- The key the player registered with, shown on its screen and entered by an operator to activate it.
  device_key text not null unique,
  activated boolean not null default false,
  -- Players authenticate their own calls with a secret issued at registration; only its SHA-256 is stored.
  player_secret_hash text not null
);
create index devices_tags on devices using gin (tags);
create index devices_last_contact on devices (last_contact desc);

-- Activity events a device reports (spec 02 §3 "Device activity event").
create table device_activity (
  id bigserial primary key,
  device_id integer not null references devices (device_id) on delete cascade,
  timestamp timestamptz not null,
  event text not null,
  details jsonb not null default '{}'::jsonb
);
create index device_activity_device_time on device_activity (device_id, timestamp desc);

-- System info snapshots (spec 02 §3 "Device system info": hwinfo, display.screens, disk.disks).
create table device_system_info (
  id bigserial primary key,
  device_id integer not null references devices (device_id) on delete cascade,
  timestamp timestamptz not null default now(),
  json jsonb not null
);
create index device_system_info_device_time on device_system_info (device_id, timestamp desc);

-- Daily connectivity percent per device, for the uptime heat-map (spec 02 §3 "Connectivity entry").
create table device_connectivity (
  device_id integer not null references devices (device_id) on delete cascade,
  date date not null,
  c double precision not null check (c >= 0 and c <= 100),
  primary key (device_id, date)
);
