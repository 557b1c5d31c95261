-- The audit trail (spec 02 §3 "Audit entry", §7 "Audit"; ARCHITECTURE.md "Storage"): one table partitioned by
-- month, each row chained to the one before by a SHA-256 hash, and the capture of the rows a request's
-- transaction changes, so that no area writes audit code of its own.

create table audit (
  audit_id bigint not null,
  action_date timestamptz not null,
  user_id integer,
  username text,
  action_id text not null,
  action_name text not null,
  description text not null,
  object_type text,
  object_id text,
  device_id integer,
  client_address text,
  request_id text,
  details_json jsonb not null,
  prev_hash text not null,
  hash text not null,
  primary key (audit_id, action_date)
) partition by range (action_date);
-- Trails are read newest first by keyset (audit_id below the last one seen): every index ends in audit_id.
create index audit_user on audit (user_id, audit_id desc);
create index audit_device on audit (device_id, audit_id desc);
create index audit_object on audit (object_type, object_id, audit_id desc);
create index audit_action on audit (action_id, audit_id desc);

-- The end of the chain: its row lock serialises appends, so ids are gapless and in chain order.
create table audit_head (
  only_row boolean primary key default true check (only_row),
  last_id bigint not null,
  last_hash text not null
);
insert into audit_head (last_id, last_hash) values (0, repeat('0', 64));

-- The month partition holding `at` (audit_YYYYMM), created when missing.
create function audit_partition(at timestamptz) returns text language plpgsql as $$
declare
  month_start timestamptz := date_trunc('month', at, 'UTC');
  name text := 'audit_' || to_char(month_start at time zone 'UTC', 'YYYYMM');
begin
  if to_regclass(name) is null then
    execute format('create table if not exists %I partition of audit for values from (%L) to (%L)',
      name, month_start, month_start + interval '1 month');
  end if;
  return name;
end $$;

-- A row's hash covers every column and the hash of the row before; the append and the check both use it.
create function audit_row_hash(a audit) returns text language sql stable as $$
  select encode(sha256(convert_to(concat_ws(E'\x1f',
    a.prev_hash, a.audit_id::text, to_char(a.action_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'),
    coalesce(a.user_id::text, ''), coalesce(a.username, ''), a.action_id, a.action_name, a.description,
    coalesce(a.object_type, ''), coalesce(a.object_id, ''), coalesce(a.device_id::text, ''),
    coalesce(a.client_address, ''), coalesce(a.request_id, ''), a.details_json::text), 'UTF8')), 'hex')
$$;

-- Rows changed by the current transaction while `audit.capture` is on (a request's transaction, see the api's
-- audited-dialect.ts); the append turns them into the entry's before and after, and removes them.
create unlogged table audit_pending (
  seq bigserial primary key,
  txid bigint not null,
  table_name text not null,
  operation text not null,
  object_id text,
  old_row jsonb,
  new_row jsonb
);
create index audit_pending_txid on audit_pending (txid);

-- Row trigger of every watched table; its argument names the table's key column.
create function audit_capture() returns trigger language plpgsql as $$
declare
  changed jsonb;
begin
  if current_setting('audit.capture', true) is distinct from 'on' then
    return null;
  end if;
  changed := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  insert into audit_pending (txid, table_name, operation, object_id, old_row, new_row)
  values (txid_current(), tg_table_name, lower(tg_op), changed ->> tg_argv[0],
    case when tg_op <> 'INSERT' then to_jsonb(old) end,
    case when tg_op <> 'DELETE' then to_jsonb(new) end);
  return null;
end $$;

-- Tables whose rows are not changes a person makes (sessions, throttling, player telemetry with its own
-- tables). A later migration adds its telemetry tables here; every other table is watched.
create table audit_unwatched (table_name text primary key, reason text not null);
insert into audit_unwatched values
  ('schema_migrations', 'the migrations themselves'),
  ('auth_tokens', 'sessions: sign-in and sign-out are audited as actions'),
  ('login_failures', 'sign-in throttling: failed sign-ins are audited as actions'),
  ('device_activity', 'player telemetry'),
  ('device_system_info', 'player telemetry'),
  ('device_connectivity', 'player telemetry'),
  ('device_playback', 'player telemetry');

-- Puts the capture trigger on every table not yet watched; run after each migration (db/migrate.ts), so a table
-- a later migration adds is audited without its author doing anything.
create function audit_watch_all() returns void language plpgsql as $$
declare
  t record;
begin
  for t in
    select c.oid, c.relname,
      (select a.attname from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
        where i.indrelid = c.oid and i.indisprimary) as key_column
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
      and c.relname not like 'audit%'
      and c.relname not in (select table_name from audit_unwatched)
      and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'audit_capture')
  loop
    execute format(
      'create trigger audit_capture after insert or update or delete on %I for each row execute function audit_capture(%L)',
      t.relname, coalesce(t.key_column, ''));
  end loop;
end $$;

-- `changed`: the keys of `a` whose values differ in `b` (all of them when `b` is null), secrets masked.
create function audit_changed(a jsonb, b jsonb, secret_keys text) returns jsonb language sql immutable as $$
  select case when a is null then null else coalesce(jsonb_object_agg(key,
    case when key ~* secret_keys and value <> 'null'::jsonb then to_jsonb('***'::text) else value end), '{}'::jsonb) end
  from jsonb_each(a) where b is null or (b -> key) is distinct from value
$$;

-- Appends one entry at the end of the chain, with the rows the current transaction changed as before/after
-- (at most 100 listed; `change_count` says how many). Never fails the transaction it is in: a failure is raised
-- as a warning and answers null (the api logs it), so an audit problem never turns a saved change into an error.
create function audit_append(entry jsonb, secret_keys text) returns bigint language plpgsql as $$
declare
  head audit_head;
  a audit;
  changes jsonb;
  change_count integer;
  main record;
begin
  begin
    with taken as (
      delete from audit_pending where txid = txid_current()
      returning seq, table_name, operation, object_id, old_row, new_row
    )
    select coalesce(jsonb_agg(jsonb_build_object(
        'object_type', table_name, 'object_id', object_id, 'operation', operation,
        'before', audit_changed(old_row, new_row, secret_keys),
        'after', audit_changed(new_row, old_row, secret_keys)) order by seq) filter (where rank <= 100), '[]'::jsonb),
      count(*)
    into changes, change_count
    from (select *, row_number() over (order by seq) as rank from taken) t;
    a := jsonb_populate_record(null::audit, entry);
    -- The entry's object: the row named by the route (its id), else the first row that is not a tag name.
    if change_count > 0 then
      select c ->> 'object_type' as object_type, c ->> 'object_id' as object_id into main
      from jsonb_array_elements(changes) with ordinality as x(c, n)
      order by (c ->> 'object_id') is not distinct from a.object_id desc, (c ->> 'object_type') = 'tags', n
      limit 1;
      a.object_type := main.object_type;
      a.object_id := main.object_id;
      entry := jsonb_set(entry, '{details_json,changes}', changes);
      if change_count > 100 then entry := jsonb_set(entry, '{details_json,change_count}', to_jsonb(change_count)); end if;
      -- The request's body adds nothing once the rows it changed are listed.
      a.details_json := (entry -> 'details_json') - 'body';
    end if;
    if a.object_type is not null then
      a.description := a.description || ' (' || a.object_type || coalesce(' ' || a.object_id, '') || ')';
    end if;
    if a.device_id is null and a.object_type = 'devices' and a.object_id ~ '^[0-9]+$' then a.device_id := a.object_id::integer; end if;
    if a.device_id is null then
      select (c ->> 'object_id')::integer into a.device_id from jsonb_array_elements(changes) c
      where c ->> 'object_type' = 'devices' limit 1;
    end if;
    select * into head from audit_head for update;
    a.audit_id := head.last_id + 1;
    a.action_date := coalesce(a.action_date, now());
    a.details_json := coalesce(a.details_json, '{}'::jsonb);
    a.prev_hash := head.last_hash;
    a.hash := audit_row_hash(a);
    perform audit_partition(a.action_date);
    insert into audit values (a.*);
    update audit_head set last_id = a.audit_id, last_hash = a.hash;
    return a.audit_id;
  exception when others then
    raise warning 'audit entry not written: %', sqlerrm;
    return null;
  end;
end $$;

-- The first row whose hash does not match its content, or whose link does not match the row before (null when
-- the whole chain holds). The oldest row left after retention is the anchor: its link is taken as given.
create function audit_verify() returns table (audit_id bigint, problem text) language sql stable as $$
  select audit_id, problem from (
    select a.audit_id,
      case
        when a.hash is distinct from audit_row_hash(a) then 'content does not match its hash'
        when lag(a.hash) over w is not null and a.prev_hash is distinct from lag(a.hash) over w
          then 'link to the entry before does not match'
        when lag(a.audit_id) over w is not null and a.audit_id <> lag(a.audit_id) over w + 1
          then 'entries before it are missing'
      end as problem
    from audit a window w as (order by a.audit_id)
  ) checked where problem is not null order by audit_id limit 1
$$;

-- Retention by whole months (AUDIT_RETENTION_MONTHS): the partitions of months before the last `keep_months`
-- (the current one included) are dropped, and this month's and the next two are made ahead of need.
create function audit_maintain(keep_months integer, at timestamptz default now()) returns setof text
language plpgsql as $$
declare
  cutoff timestamptz := date_trunc('month', at, 'UTC') - make_interval(months => greatest(keep_months, 1) - 1);
  p record;
begin
  perform audit_partition(at);
  perform audit_partition(at + interval '1 month');
  perform audit_partition(at + interval '2 months');
  for p in
    select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'audit'::regclass and c.relname ~ '^audit_[0-9]{6}$'
  loop
    if to_date(substr(p.relname, 7), 'YYYYMM')::timestamp at time zone 'UTC' < cutoff then
      execute format('drop table %I', p.relname);
      return next p.relname;
    end if;
  end loop;
end $$;

select audit_partition(now());
select audit_partition(now() + interval '1 month');

-- Administrators of an existing installation (those who may set permissions) may read the trail.
update users set permissions = array_append(permissions, 'view audit')
where 'set user permissions' = any (permissions) and not 'view audit' = any (permissions);
