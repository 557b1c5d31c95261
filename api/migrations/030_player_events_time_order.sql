-- The proof-of-play and touch CSV exports read the raw events a page at a time in time order (keyset on time,
-- device, sequence). Without an index in that order each page scanned and sorted every event of the range after
-- it (a month of 290,000 plays per page of 5,000): an export was quadratic, and on embedded PGlite, which runs in
-- the server's own thread, each page held every other request for over half a second. With it a page is a range
-- scan of its own rows.
create index player_events_time on player_events (occurred_at, device_id, sequence);
