-- The audit append only for transactions that changed something (issue 22): a request's transaction that looked,
-- found the write refused and committed nothing used to append an entry for a write that never happened. The
-- audited driver (api/src/db/audited-dialect.ts) now asks for an entry only if rows were captured
-- (only_with_changes); the request hook, for writes made without a transaction, still asks for one regardless.

drop function audit_append(jsonb, text);

-- Appends one entry at the end of the chain, with the rows the current transaction changed as before/after
-- (at most 100 listed; `change_count` says how many). Never fails the transaction it is in: a failure is raised
-- as a warning and answers null (the api logs it), so an audit problem never turns a saved change into an error.
create function audit_append(entry jsonb, secret_keys text, only_with_changes boolean) returns bigint language plpgsql as $$
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
    -- A transaction that changed nothing (a write refused after it looked) leaves no entry: 0, not an id.
    if only_with_changes and change_count = 0 then
      return 0;
    end if;
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

