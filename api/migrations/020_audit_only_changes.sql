-- The audit append (migration 015) again, for two reasons (issue 22):
-- 1. Only transactions that changed something get an entry: a request's transaction that looked, found the write
--    refused and committed nothing used to append an entry for a write that never happened. The audited driver
--    (api/src/db/audited-dialect.ts) asks for an entry only if rows were captured (only_with_changes); the request
--    hook, for writes made without a transaction, still asks for one regardless.
-- 2. Fewer statements per append (each costs about as much as the row work on the embedded database): the
--    captured rows, the entry's main object and its device come from one query, and the end of the chain moves in
--    one UPDATE that also answers the hash it replaced (prev_hash), instead of a locking SELECT and an UPDATE.

drop function audit_append(jsonb, text);

alter table audit_head add column prev_hash text;

-- Appends one entry at the end of the chain, with the rows the current transaction changed as before/after
-- (at most 100 listed; `change_count` says how many). Never fails the transaction it is in: a failure is raised
-- as a warning and answers null (the api logs it), so an audit problem never turns a saved change into an error.
-- With only_with_changes, a transaction that changed no watched row appends nothing and answers 0.
create function audit_append(entry jsonb, secret_keys text, only_with_changes boolean) returns bigint language plpgsql as $$
declare
  a audit;
  taken record;
begin
  begin
    with taken as (
      delete from audit_pending where txid = txid_current()
      returning seq, table_name, operation, object_id, old_row, new_row
    ), listed as (
      select *, row_number() over (order by seq) <= 100 as listed from taken
    )
    select
      coalesce(jsonb_agg(jsonb_build_object(
        'object_type', table_name, 'object_id', object_id, 'operation', operation,
        'before', audit_changed(old_row, new_row, secret_keys),
        'after', audit_changed(new_row, old_row, secret_keys)) order by seq) filter (where listed), '[]'::jsonb)
        as changes,
      count(*) as change_count,
      -- The entry's object: the row named by the route (its id), else the first row that is not a tag name.
      (array_agg(table_name order by object_id is not distinct from (entry ->> 'object_id') desc,
        table_name = 'tags', seq) filter (where listed))[1] as main_type,
      (array_agg(object_id order by object_id is not distinct from (entry ->> 'object_id') desc,
        table_name = 'tags', seq) filter (where listed))[1] as main_id,
      (array_agg(object_id order by seq) filter (where listed and table_name = 'devices'))[1] as device_object
    into taken from listed;
    -- A transaction that changed nothing (a write refused after it looked) leaves no entry: 0, not an id.
    if only_with_changes and taken.change_count = 0 then
      return 0;
    end if;
    a := jsonb_populate_record(null::audit, entry);
    if taken.change_count > 0 then
      a.object_type := taken.main_type;
      a.object_id := taken.main_id;
      entry := jsonb_set(entry, '{details_json,changes}', taken.changes);
      if taken.change_count > 100 then
        entry := jsonb_set(entry, '{details_json,change_count}', to_jsonb(taken.change_count));
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
    if a.device_id is null and taken.device_object ~ '^[0-9]+$' then a.device_id := taken.device_object::integer; end if;
    a.action_date := coalesce(a.action_date, now());
    a.details_json := coalesce(a.details_json, '{}'::jsonb);
    -- The row lock of the chain's end serialises appends, so ids are gapless and in chain order.
    update audit_head set last_id = last_id + 1, prev_hash = last_hash,
      last_hash = audit_row_hash(jsonb_populate_record(a, jsonb_build_object('audit_id', last_id + 1, 'prev_hash', last_hash)))
    returning last_id, prev_hash, last_hash into a.audit_id, a.prev_hash, a.hash;
    if to_regclass('audit_' || to_char(a.action_date at time zone 'UTC', 'YYYYMM')) is null then
      perform audit_partition(a.action_date);
    end if;
    insert into audit values (a.*);
    return a.audit_id;
  exception when others then
    raise warning 'audit entry not written: %', sqlerrm;
    return null;
  end;
end $$;
