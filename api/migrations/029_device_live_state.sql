-- What a device last showed and said it plays, as a gateway heard it on the broker (issue 27): every gateway
-- writes what it hears here through the api, and a gateway asked about a device it has heard nothing of reads it,
-- so a watcher sees the same last screenshot and now-playing report whichever gateway serves them. A view of the
-- moment, not a record: not audited, one row per device, gone with the device.
create table device_live_state (
  device_id integer primary key references devices (device_id) on delete cascade,
  -- {datetime, thumbnail, mime_type, image (base64)} as the device sent it on devices/{id}/out/screenshot.
  screenshot jsonb,
  screenshot_received_at timestamptz,
  -- The now-playing report as the device sent it on devices/{id}/out.
  playing jsonb,
  playing_received_at timestamptz
);

insert into audit_unwatched (table_name, reason) values ('device_live_state', 'live state heard from devices');
