-- Users are a tagged area (spec 02 "Users": the list shows Tags, and users are searched by tag like other objects).
-- These tags describe the user; forced_tags (what binds them) stay a separate column. Indexed as the other
-- searchable areas are (migration 006): tags by GIN, free text (username, names, tags) by trigram, no pending list.
alter table users add column tags text[] not null default '{}';
create index users_tags on users using gin (tags) with (fastupdate = off);
create index users_search_text on users
  using gin (signage_search_text(array[username, first_name, last_name], tags) gin_trgm_ops) with (fastupdate = off);
