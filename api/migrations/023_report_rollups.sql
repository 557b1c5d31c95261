-- Issue 26, the rest: players also send connectivity events (online, offline) into the event store, and the
-- playback timeline by month reads a monthly rollup instead of a year of daily rows (one-year timeline under 2 s).
-- playback_monthly follows device_playback through statement-level triggers (transition tables), so every writer of
-- the daily rollup (the event ingest, the older per-day playback report, a bulk seed) keeps it equal to the sum of
-- the days without knowing of it. Plain PostgreSQL: the same on PGlite and on a server.

alter table player_events drop constraint player_events_kind_check;
alter table player_events add constraint player_events_kind_check
  check (kind in ('playback', 'touch', 'connectivity'));

create table playback_monthly (
  device_id integer not null references devices (device_id) on delete cascade,
  media_id integer not null references media (media_id) on delete cascade,
  -- The first day of the month of the player's calendar.
  month date not null,
  count bigint not null,
  primary key (device_id, media_id, month)
);
create index playback_monthly_month on playback_monthly (month, media_id);

-- Each adds the changed days' counts to their months straight from the statement's transition tables (a bulk
-- insert of millions of days is one grouped insert, not a call per row).
create function playback_monthly_inserted() returns trigger language plpgsql as $$
begin
  insert into playback_monthly (device_id, media_id, month, count)
  select device_id, media_id, date_trunc('month', playback_date)::date, sum(count) from new_rows group by 1, 2, 3
  on conflict (device_id, media_id, month) do update set count = playback_monthly.count + excluded.count;
  return null;
end $$;

create function playback_monthly_updated() returns trigger language plpgsql as $$
begin
  insert into playback_monthly (device_id, media_id, month, count)
  select device_id, media_id, month, sum(count) from (
    select device_id, media_id, date_trunc('month', playback_date)::date as month, count::bigint as count from new_rows
    union all
    select device_id, media_id, date_trunc('month', playback_date)::date, -count::bigint from old_rows
  ) changed group by 1, 2, 3 having sum(count) <> 0
  on conflict (device_id, media_id, month) do update set count = playback_monthly.count + excluded.count;
  return null;
end $$;

-- An update, never an insert: rows deleted by a device's or media item's cascade have no month left to insert.
create function playback_monthly_deleted() returns trigger language plpgsql as $$
begin
  update playback_monthly p set count = p.count - d.count
  from (
    select device_id, media_id, date_trunc('month', playback_date)::date as month, sum(count) as count
    from old_rows group by 1, 2, 3
  ) d
  where p.device_id = d.device_id and p.media_id = d.media_id and p.month = d.month;
  return null;
end $$;

create trigger playback_monthly_inserted after insert on device_playback
  referencing new table as new_rows for each statement execute function playback_monthly_inserted();
create trigger playback_monthly_updated after update on device_playback
  referencing old table as old_rows new table as new_rows for each statement execute function playback_monthly_updated();
create trigger playback_monthly_deleted after delete on device_playback
  referencing old table as old_rows for each statement execute function playback_monthly_deleted();

insert into playback_monthly (device_id, media_id, month, count)
select device_id, media_id, date_trunc('month', playback_date)::date, sum(count)
from device_playback group by 1, 2, 3;

-- The event store is player telemetry with its own record (idempotency keys, sequence numbers), like
-- device_playback: its tables leave the audit's row capture, whose row trigger cost every ingested event a call.
insert into audit_unwatched values
  ('player_events', 'player telemetry: the event store is its own record'),
  ('player_event_batches', 'player telemetry: the event store is its own record'),
  ('player_event_streams', 'player telemetry: the event store is its own record'),
  ('touch_hourly', 'player telemetry: a rollup of the event store'),
  ('playback_monthly', 'player telemetry: a rollup of device_playback')
on conflict (table_name) do nothing;
drop trigger if exists audit_capture on player_events;
drop trigger if exists audit_capture on player_event_batches;
drop trigger if exists audit_capture on player_event_streams;
drop trigger if exists audit_capture on touch_hourly;
