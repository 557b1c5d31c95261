-- When an operator entered the device's key: the device page's "Activated" (date_created is when the player
-- registered, which can be days earlier).
alter table devices add column date_activated timestamptz;
-- Devices activated before this column: their registration time is the best known.
update devices set date_activated = date_created where activated;
