-- The audit's capture and append (migrations 015, 020) again, for their cost (issue 22: the audit must add under
-- 1 ms p50 to a REST write; it added 1.7 ms on the embedded database). Same entries, same chain, same hashes
-- (audit_row_hash and audit_verify are unchanged); what changes is where the captured rows wait and how much
-- work the append does per entry:
-- 1. The rows a transaction changes wait in transaction-local settings (audit.change_1 .. audit.change_100 and
--    audit.change_count) instead of the unlogged table audit_pending: no row inserted and deleted per change, no
--    index to maintain, no aggregate with its sorts at COMMIT. Settings made with is_local follow the
--    transaction as the table's rows did: a rolled-back savepoint takes its captures with it, and they end with
--    the transaction (one that never appended leaves nothing behind, where the table kept its rows). Only the
--    first 100 rows are kept (an entry lists at most 100); later ones are only counted.
-- 2. The before/after of each row is computed in a plpgsql statement (planned once per session; migration 015's
--    audit_changed was a SQL function with a FROM, planned again at every call), the entry's object and device
--    are picked while the rows are read, and the chain's end moves and the entry is inserted in one statement.
-- 3. The append's plans are generic (plan_cache_mode): a custom plan per call cost more than the work itself.

-- Row trigger of every watched table (see audit_watch_all, migration 015); its argument names the key column.
create or replace function audit_capture() returns trigger language plpgsql as $$
declare
  n integer;
  old_row jsonb;
  new_row jsonb;
  done text;
begin
  if current_setting('audit.capture', true) is distinct from 'on' then
    return null;
  end if;
  n := coalesce(nullif(current_setting('audit.change_count', true), ''), '0')::integer + 1;
  done := set_config('audit.change_count', n::text, true);
  if n <= 100 then
    if tg_op <> 'INSERT' then old_row := to_jsonb(old); end if;
    if tg_op <> 'DELETE' then new_row := to_jsonb(new); end if;
    done := set_config('audit.change_' || n, jsonb_build_object('object_type', tg_table_name,
      'object_id', coalesce(new_row, old_row) ->> tg_argv[0], 'operation', lower(tg_op),
      'old', old_row, 'new', new_row)::text, true);
  end if;
  return null;
end $$;

-- Appends one entry at the end of the chain, with the rows the current transaction changed as before/after
-- (at most 100 listed; `change_count` says how many). Never fails the transaction it is in: a failure is raised
-- as a warning and answers null (the api logs it), so an audit problem never turns a saved change into an error.
-- With only_with_changes, a transaction that changed no watched row appends nothing and answers 0.
create or replace function audit_append(entry jsonb, secret_keys text, only_with_changes boolean) returns bigint
language plpgsql set plan_cache_mode = force_generic_plan as $$
declare
  a audit;
  change_count integer;
  changes jsonb;
  item jsonb;
  old_row jsonb;
  new_row jsonb;
  before_row jsonb;
  after_row jsonb;
  item_rank integer;
  main jsonb;
  main_rank integer;
  device_object text;
  done text;
begin
  begin
    change_count := coalesce(nullif(current_setting('audit.change_count', true), ''), '0')::integer;
    -- A transaction that changed nothing (a write refused after it looked) leaves no entry: 0, not an id.
    if only_with_changes and change_count = 0 then
      return 0;
    end if;
    a := jsonb_populate_record(null::audit, entry);
    if change_count > 0 then
      -- Taken: a second append in this transaction lists only what changed after this one.
      done := set_config('audit.change_count', '0', true);
      -- The rows in the order they changed, each with its before and after: the keys whose values differ in the
      -- other (all of them for an insert or a delete), secrets masked (as migration 015's audit_changed did).
      -- The entry's object: the row named by the route (its id), else the first row that is not a tag name (the
      -- first of the best rank); its device: the first devices row.
      changes := '[]';
      for i in 1 .. least(change_count, 100) loop
        item := current_setting('audit.change_' || i)::jsonb;
        old_row := nullif(item -> 'old', 'null');
        new_row := nullif(item -> 'new', 'null');
        select
          case when old_row is not null then coalesce(jsonb_object_agg(key, case when key ~* secret_keys
            and old_row -> key <> 'null' then '"***"' else old_row -> key end), '{}') end,
          case when new_row is not null then coalesce(jsonb_object_agg(key, case when key ~* secret_keys
            and new_row -> key <> 'null' then '"***"' else new_row -> key end), '{}') end
        into before_row, after_row
        from jsonb_object_keys(coalesce(new_row, old_row)) key
        where old_row is null or new_row is null or (old_row -> key) is distinct from (new_row -> key);
        item := jsonb_build_object('object_type', item -> 'object_type', 'object_id', item -> 'object_id',
          'operation', item -> 'operation', 'before', before_row, 'after', after_row);
        changes := changes || jsonb_build_array(item);
        -- 0: the route's row, 1: the route's row as a tag name, 2: another row, 3: another tag name.
        item_rank := case when (item ->> 'object_id') is not distinct from (entry ->> 'object_id') then 0 else 2 end
          + case when item ->> 'object_type' = 'tags' then 1 else 0 end;
        if main is null or item_rank < main_rank then
          main := item;
          main_rank := item_rank;
        end if;
        if device_object is null and item ->> 'object_type' = 'devices' then device_object := item ->> 'object_id'; end if;
      end loop;
      a.object_type := main ->> 'object_type';
      a.object_id := main ->> 'object_id';
      entry := jsonb_set(entry, '{details_json,changes}', changes);
      if change_count > 100 then
        entry := jsonb_set(entry, '{details_json,change_count}', to_jsonb(change_count));
      end if;
      -- The request's body adds nothing once the rows it changed are listed.
      a.details_json := (entry -> 'details_json') - 'body';
    end if;
    if a.object_type is not null then
      a.description := a.description || ' (' || a.object_type || coalesce(' ' || a.object_id, '') || ')';
    end if;
    if a.device_id is null and a.object_type = 'devices' and a.object_id ~ '^[0-9]+$' then
      a.device_id := a.object_id::integer;
    end if;
    if a.device_id is null and device_object ~ '^[0-9]+$' then a.device_id := device_object::integer; end if;
    a.action_date := coalesce(a.action_date, now());
    a.details_json := coalesce(a.details_json, '{}'::jsonb);
    if to_regclass('audit_' || to_char(a.action_date at time zone 'UTC', 'YYYYMM')) is null then
      perform audit_partition(a.action_date);
    end if;
    -- The row lock of the chain's end serialises appends, so ids are gapless and in chain order; the entry goes
    -- in with the same statement. The hashed row is built with row(...)::audit, not jsonb_populate_record (0.1 ms
    -- more per entry on the embedded database): a migration that adds a column to audit recreates this function
    -- (until then every append fails with a warning, which the audit tests catch).
    with head as (
      update audit_head set last_id = last_id + 1, prev_hash = last_hash,
        last_hash = audit_row_hash(row(last_id + 1, a.action_date, a.user_id, a.username, a.action_id, a.action_name,
          a.description, a.object_type, a.object_id, a.device_id, a.client_address, a.request_id, a.details_json,
          last_hash, null)::audit)
      returning last_id, prev_hash, last_hash
    )
    insert into audit (audit_id, action_date, user_id, username, action_id, action_name, description, object_type,
      object_id, device_id, client_address, request_id, details_json, prev_hash, hash)
    select head.last_id, a.action_date, a.user_id, a.username, a.action_id, a.action_name, a.description,
      a.object_type, a.object_id, a.device_id, a.client_address, a.request_id, a.details_json, head.prev_hash,
      head.last_hash
    from head
    returning audit_id into a.audit_id;
    return a.audit_id;
  exception when others then
    raise warning 'audit entry not written: %', sqlerrm;
    return null;
  end;
end $$;

drop table audit_pending;
drop function audit_changed(jsonb, jsonb, text);
