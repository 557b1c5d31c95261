-- Proof of play (issue 26; ARCHITECTURE.md "Storage"): the playback and touch events players send, each with its UTC
-- time, the player's UTC offset and zone, a per-device sequence number, in batches named by an idempotency key.
-- Raw events sit in month partitions (dropped whole past EVENTS_RETENTION_MONTHS); every report reads the rollups,
-- kept up to date in the transaction that stores the events: device_playback (plays per device, media item and day
-- of the player's calendar, the table the playback counts already fill) and touch_hourly (touches per device,
-- player's day and hour, event name and media uri). Plain PostgreSQL: the same on PGlite and on a server.

create table player_events (
  device_id integer not null,
  sequence bigint not null,
  occurred_at timestamptz not null,
  utc_offset_minutes smallint not null,
  time_zone text,
  kind text not null check (kind in ('playback', 'touch')),
  media_id integer,
  event_name text,
  media_uri text,
  -- The player's own calendar day and hour (occurred_at shifted by its offset): what the rollups count by.
  local_date date not null,
  local_hour smallint not null,
  -- A resent event (same device, sequence and time) is stored once.
  primary key (device_id, sequence, occurred_at)
) partition by range (occurred_at);
-- Proof of play of one media item over a period (the CSV export) reads by media and time.
create index player_events_media on player_events (media_id, occurred_at);

-- A batch the player sent, by its idempotency key: a batch sent again is answered as before, stored once.
create table player_event_batches (
  device_id integer not null references devices (device_id) on delete cascade,
  idempotency_key text not null,
  received_at timestamptz not null default now(),
  stored integer not null,
  duplicates integer not null,
  expired integer not null,
  primary key (device_id, idempotency_key)
);
create index player_event_batches_received on player_event_batches (received_at);

-- Where each device's stream of sequence numbers stands: gaps are sequence numbers below the highest one that
-- never arrived; complete_until is the time of the last event up to which nothing is missing.
create table player_event_streams (
  device_id integer primary key references devices (device_id) on delete cascade,
  max_sequence bigint not null default 0,
  received bigint not null default 0,
  contiguous_sequence bigint not null default 0,
  complete_until timestamptz,
  pending integer not null default 0,
  last_batch_at timestamptz
);

create table touch_hourly (
  device_id integer not null references devices (device_id) on delete cascade,
  local_date date not null,
  local_hour smallint not null,
  event_name text not null,
  media_uri text not null default '',
  media_id integer references media (media_id) on delete set null,
  count bigint not null check (count > 0),
  primary key (device_id, local_date, local_hour, event_name, media_uri)
);
create index touch_hourly_date on touch_hourly (local_date);

-- The month partition holding `at` (player_events_YYYYMM), created when missing.
create function player_events_partition(at timestamptz) returns text language plpgsql as $$
declare
  month_start timestamptz := date_trunc('month', at, 'UTC');
  name text := 'player_events_' || to_char(month_start at time zone 'UTC', 'YYYYMM');
begin
  if to_regclass(name) is null then
    execute format('create table if not exists %I partition of player_events for values from (%L) to (%L)',
      name, month_start, month_start + interval '1 month');
  end if;
  return name;
end $$;

-- Makes this month's and the next two months' partitions, drops those older than `keep_months` (the current
-- month included) and the batch keys of that age; answers the partitions dropped.
create function player_events_maintain(keep_months integer, at timestamptz default now()) returns setof text
language plpgsql as $$
declare
  cutoff timestamptz := date_trunc('month', at, 'UTC') - make_interval(months => greatest(keep_months, 1) - 1);
  p record;
begin
  perform player_events_partition(at);
  perform player_events_partition(at + interval '1 month');
  perform player_events_partition(at + interval '2 months');
  for p in
    select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'player_events'::regclass and c.relname ~ '^player_events_[0-9]{6}$'
  loop
    if to_date(substr(p.relname, 15), 'YYYYMM')::timestamp at time zone 'UTC' < cutoff then
      execute format('drop table %I', p.relname);
      return next p.relname;
    end if;
  end loop;
  delete from player_event_batches where received_at < cutoff;
end $$;

select player_events_partition(now());
select player_events_partition(now() + interval '1 month');
