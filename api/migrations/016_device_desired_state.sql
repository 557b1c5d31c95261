-- Desired and reported state (ARCHITECTURE "Messaging"): what each device should run with (its effective trading
-- hours and settings, and the zone it reads them in), with a version that grows each time that changes, and what
-- the player last answered: the version it applied, or the one it failed to apply and why.
create table device_desired_state (
  device_id integer primary key references devices (device_id) on delete cascade,
  desired_version integer not null default 1,
  desired jsonb not null,
  desired_at timestamptz not null default now(),
  reported_version integer,
  reported_status text check (reported_status in ('applied', 'failed')),
  reported_reason text,
  reported jsonb,
  reported_at timestamptz
);
