-- Campaigns (spec 02 §3 "Campaign"): code, name, tags, the content its runs play (a layout: the spec's "tasks",
-- whose content it does not show) and its runs. A run has a timer {start, end} in wall-clock time (read on each
-- venue's clock, like a schedule's timer) and venues: it plays the campaign's layout on its venues' devices within
-- its dates. start_time and end_time on the campaign are its earliest run start and latest run end (the list's
-- Start and End), kept by the api in the transaction that writes the runs; null without runs.
create table campaigns (
  campaign_id serial primary key,
  code text not null,
  name text not null,
  tags text[] not null default '{}',
  layout_id integer references layouts (layout_id) on delete set null,
  start_time timestamp,
  end_time timestamp,
  -- The next run's number ("campaign X, run 2"): numbers are never reused, so a run keeps its name.
  next_run_number integer not null default 1,
  created_by integer references users (user_id) on delete set null,
  date_created timestamptz not null default now(),
  date_updated timestamptz not null default now()
);
create index campaigns_tags on campaigns using gin (tags);
-- The list holds campaigns ending after a cut-off (spec 02 §7), newest first.
create index campaigns_end on campaigns (end_time);

create table campaign_runs (
  campaign_run_id serial primary key,
  campaign_id integer not null references campaigns (campaign_id) on delete cascade,
  run_number integer not null,
  start_time timestamp not null,
  end_time timestamp not null,
  unique (campaign_id, run_number)
);
create index campaign_runs_campaign on campaign_runs (campaign_id);
create index campaign_runs_end on campaign_runs (end_time);

create table campaign_run_venues (
  campaign_run_id integer not null references campaign_runs (campaign_run_id) on delete cascade,
  venue_id integer not null references venues (venue_id) on delete cascade,
  primary key (campaign_run_id, venue_id)
);
-- What plays on a device: the runs of its venue.
create index campaign_run_venues_venue on campaign_run_venues (venue_id, campaign_run_id);

-- Delivery (proof of play): plays of a run's content each device reported, per media item and day of the player's
-- calendar, as the playback counts (008) are kept. A run deleted takes its plays with it; a device or media item
-- deleted takes its own.
create table campaign_run_playback (
  campaign_run_id integer not null references campaign_runs (campaign_run_id) on delete cascade,
  device_id integer not null references devices (device_id) on delete cascade,
  media_id integer not null references media (media_id) on delete cascade,
  playback_date date not null,
  count integer not null check (count > 0),
  primary key (campaign_run_id, device_id, media_id, playback_date)
);
