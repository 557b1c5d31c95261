-- The installation's licence (issue 26): each accepted licence file, as uploaded on /admin/system. The installed
-- licence is the newest row; older ones stay as the record of what was installed when. The terms are copied out
-- of the signed file when it is accepted; the file is verified again whenever the service reads it, so a row
-- edited in the database, or a product key that changed, shows as an invalid licence rather than a valid one.
create table licences (
  licence_id serial primary key,
  file text not null,
  holder text not null,
  devices integer not null check (devices > 0),
  expires timestamptz not null,
  uploaded_by integer references users (user_id) on delete set null,
  date_uploaded timestamptz not null default now()
);
