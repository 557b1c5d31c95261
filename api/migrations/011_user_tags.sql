-- Users are a tagged area (spec 02 "Users": the list shows Tags, and users are searched by tag like other objects).
-- These tags describe the user; forced_tags (what binds them) stay a separate column.
alter table users add column tags text[] not null default '{}';
create index users_tags on users using gin (tags);
