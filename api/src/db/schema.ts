import type { LayoutType } from '@signage/domain/layouts/constants';
import type { LayoutElement } from '@signage/domain/layouts/elements';
import type { ColumnType, Generated } from 'kysely';
import type { AccountTables } from './account-tables.ts';
import type { AudioTables } from './audio-tables.ts';
import type { AuditTables } from './audit-tables.ts';
import type { AuthoredColumns } from './authored-columns.ts';
import type { CampaignTables } from './campaign-tables.ts';
import type { DataSourceTables } from './data-source-tables.ts';
import type { EventTables } from './event-tables.ts';
import type { LicenceTables } from './licence-tables.ts';
import type { LiveStateTables } from './live-state-tables.ts';
import type { MailTables } from './mail-tables.ts';
import type { ScheduleTables } from './schedule-tables.ts';
import type { TagMetadataTables } from './tag-metadata-tables.ts';
import type { VenueTables } from './venue-tables.ts';

/** Kysely's view of the tables in ../../migrations. */
export interface UsersTable {
  user_id: Generated<number>;
  username: string;
  email: string | null;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  password_hash: string;
  forced_tags: ColumnType<string[], string[] | undefined, string[]>;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  cms_metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  date_created: ColumnType<Date, never, never>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
}

export interface AuthTokensTable {
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, never, never>;
  expires_at: Date;
  /** The id the owner ends a session by (migration 011). */
  session_id: Generated<string>;
  user_agent: ColumnType<string, string | undefined, string>;
  address: ColumnType<string, string | undefined, string>;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
}

export interface LoginFailuresTable {
  username: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

export interface TagsTable {
  name: string;
  /** Its tag group, whose colour it takes (migration 006); a tag is in at most one group. */
  tag_group_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TagGroupsTable {
  tag_group_id: Generated<number>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  /** A colour name of the palette (domain TAG_PALETTE). */
  color: string;
  date_created: ColumnType<Date, never, never>;
}

export interface SavedSearchesTable {
  saved_search_id: Generated<number>;
  user_id: number;
  name: string;
  query: ColumnType<Record<string, unknown>, string, string>;
  date_created: ColumnType<Date, never, never>;
}

export interface MediaMetadata {
  title?: string;
  artist?: string;
  album?: string;
  year?: number;
}

export interface MediaTable extends AuthoredColumns {
  media_id: Generated<number>;
  name: string;
  tags: string[];
  media_type: string;
  media_format: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  metadata: ColumnType<MediaMetadata, string | undefined, string>;
  file_name: string;
  original_name: string;
  /** The gain that brings an audio file to -16 LUFS (migration 018); null until measured. */
  loudness_gain_db: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface MigrationsTable {
  name: string;
  applied_at: ColumnType<Date, never, never>;
}

export interface Database
  extends DataSourceTables,
    ScheduleTables,
    MailTables,
    AuditTables,
    AccountTables,
    TagMetadataTables,
    AudioTables,
    VenueTables,
    CampaignTables,
    EventTables,
    LicenceTables,
    LiveStateTables {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  login_failures: LoginFailuresTable;
  schema_migrations: MigrationsTable;
  tags: TagsTable;
  tag_groups: TagGroupsTable;
  saved_searches: SavedSearchesTable;
  media: MediaTable;
  settings: SettingsTable;
  devices: DevicesTable;
  device_activity: DeviceActivityTable;
  device_system_info: DeviceSystemInfoTable;
  device_connectivity: DeviceConnectivityTable;
  device_playback: DevicePlaybackTable;
  layouts: LayoutsTable;
}

export interface LayoutsTable extends AuthoredColumns {
  layout_id: Generated<number>;
  name: string;
  tags: string[];
  /** The element tree (see @signage/domain/layouts/elements); written as JSON text. */
  json: ColumnType<LayoutElement, string, string>;
  editor_metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  template: ColumnType<boolean, boolean | undefined, boolean>;
  layout_type: ColumnType<LayoutType, LayoutType | undefined, LayoutType>;
  parent_layout_id: ColumnType<number | null, number | null | undefined, number | null>;
  shared_with_network: ColumnType<boolean, boolean | undefined, boolean>;
  media_ids: ColumnType<number[], number[] | undefined, number[]>;
}

export interface DevicesTable {
  device_id: Generated<number>;
  name: ColumnType<string, string | undefined, string>;
  type: ColumnType<string, string | undefined, string>;
  model_name: ColumnType<string, string | undefined, string>;
  firmware_version: ColumnType<string, string | undefined, string>;
  licensed: ColumnType<boolean, boolean | undefined, boolean>;
  last_contact: ColumnType<Date | null, Date | null | undefined, Date | null>;
  contact_ip_address: ColumnType<string | null, string | null | undefined, string | null>;
  date_created: ColumnType<Date, never, never>;
  asset_tag: ColumnType<string, string | undefined, string>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  device_key: string;
  activated: ColumnType<boolean, boolean | undefined, boolean>;
  player_secret_hash: string;
  /** An IANA zone; null: the installation's display time zone (007_schedules.sql). */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  /** When an operator activated it; null while it waits for its key (010_device_activation_time.sql). */
  date_activated: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The venue it is in, at most one; its zone then rules the device's time (017_venues.sql). */
  venue_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface DeviceActivityTable {
  id: Generated<number>;
  device_id: number;
  timestamp: ColumnType<Date, Date, Date>;
  event: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface DeviceSystemInfoTable {
  id: Generated<number>;
  device_id: number;
  timestamp: ColumnType<Date, Date | undefined, Date>;
  json: ColumnType<Record<string, unknown>, string, string>;
}

export interface DeviceConnectivityTable {
  device_id: number;
  /** A calendar day; read it back with to_char so no time zone shifts it. */
  date: ColumnType<Date, string, string>;
  c: number;
}

export interface DevicePlaybackTable {
  device_id: number;
  media_id: number;
  /** A calendar day of the player's; read it back with to_char so no time zone shifts it. */
  playback_date: ColumnType<Date, string, string>;
  count: number;
}
