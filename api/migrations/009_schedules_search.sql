-- Schedules in the search and the tag manager (spec 02 §7 "Tag object search"): they have no text of their
-- own, so free text matches their tags; indexed with the same expression the search builds for an area
-- without text columns (api/src/search/search-where.ts). No pending list, as for the other areas (migration 006).
create index schedules_search_text on schedules
  using gin (signage_search_text(cast(array[] as text[]), tags) gin_trgm_ops) with (fastupdate = off);
alter index schedules_tags set (fastupdate = off);
select gin_clean_pending_list('schedules_tags'::regclass);
