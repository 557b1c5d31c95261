-- Search over every tagged area (spec 02 §7 "Tag object search"), tag groups (spec 02 §3 "Tag group") and the
-- saved searches of the tag manager.

-- Trigram indexes make free text ("contains", any case) an index search instead of a scan. pg_trgm is a
-- trusted extension (PostgreSQL 13+), so the database owner may create it; PGlite loads it from its contrib.
create extension if not exists pg_trgm;

-- The text free search matches for one object: its text columns and its tag names, joined by a character
-- no tag and hardly any name holds, so a pattern never matches across two of them. Immutable (it is, for
-- text arrays; array_to_string is only declared stable because of other element types) so that it can be
-- indexed; the search builds exactly this expression so the planner finds the index.
create function signage_search_text(texts text[], tags text[]) returns text
  language sql immutable parallel safe
  as $$ select array_to_string($1 || $2, chr(1)) $$;

-- GIN indexes here go without the pending list (fastupdate off): objects are read far more often than
-- written, PGlite runs no autovacuum to merge the list, and the planner prices an unmerged list so high that
-- it scans the table instead.
create index media_search_text on media
  using gin (signage_search_text(array[name, original_name], tags) gin_trgm_ops) with (fastupdate = off);
create index devices_search_text on devices
  using gin (signage_search_text(array[name, asset_tag], tags) gin_trgm_ops) with (fastupdate = off);
alter index media_tags set (fastupdate = off);
alter index devices_tags set (fastupdate = off);
select gin_clean_pending_list('media_tags'::regclass), gin_clean_pending_list('devices_tags'::regclass);
-- Layouts (migration 004, from another branch) search by name and tags; indexed here when the table exists,
-- since the function is made above.
do $$
begin
  if to_regclass('layouts') is not null then
    create index layouts_search_text on layouts
      using gin (signage_search_text(array[name], tags) gin_trgm_ops) with (fastupdate = off);
  end if;
end
$$;

-- Tag suggestions match lower(name) containing the term.
create index tags_name_trigrams on tags using gin (lower(name) gin_trgm_ops) with (fastupdate = off);

-- Tag groups: a name, a description and one colour of the 12-colour palette (spec 01 §3), held by name.
-- Tags take their group's colour wherever they are shown, so the registry's own colour columns go.
create table tag_groups (
  tag_group_id serial primary key,
  name text not null unique,
  description text not null default '',
  color text not null,
  date_created timestamptz not null default now()
);

-- A tag is in at most one group: the group is a column of the tag.
alter table tags
  add column tag_group_id integer references tag_groups (tag_group_id) on delete set null,
  drop column color,
  drop column foreground_color;
create index tags_tag_group_id on tags (tag_group_id);

-- Searches a user saved under a name, to run again from the tag manager.
create table saved_searches (
  saved_search_id serial primary key,
  user_id integer not null references users (user_id) on delete cascade,
  name text not null,
  query jsonb not null,
  date_created timestamptz not null default now(),
  unique (user_id, name)
);
