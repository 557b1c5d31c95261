import type { Static, TSchema } from 'typebox';
import { accountOperations } from './account.ts';
import { audioPlayerOperations, PlayerAudioPlaylist } from './audio-player.ts';
import { AudioPlaylist, audioPlaylistOperations } from './audio-playlists.ts';
import { AuditEntry, auditOperations } from './audit.ts';
import { Campaign, CampaignRun, campaignOperations } from './campaigns.ts';
import { ErrorBody, PageInfo, Tag } from './common.ts';
import { DataSource, DataSourceFile, dataSourceOperations, dataSourcePlayerOperations } from './data-sources.ts';
import { DeviceConnectivity, deviceBatchOperations } from './device-batches.ts';
import {
  Connectivity,
  Device,
  DeviceActivity,
  deviceOperations,
  deviceReportOperations,
  PendingDevice,
  SystemInfo,
  SystemInfoEntry,
  SystemInfoJson,
} from './devices.ts';
import { layoutElementComponents } from './layout-elements.ts';
import { EditorMetadata, Layout, LayoutListItem, layoutOperations } from './layouts.ts';
import { layoutPlayerOperations, PlayerLayout } from './layouts-player.ts';
import { MediaUsage, mediaUsageOperations } from './layouts-usage.ts';
import { InstallationInfo, LicenceDetails, licenceOperations } from './licence.ts';
import { Media, MediaUploadResult, mediaOperations } from './media.ts';
import { OutgoingMail, OutgoingMailItem, outgoingMailOperations } from './outgoing-mail.ts';
import { passwordResetOperations } from './password-reset.ts';
import { playerOperations } from './players.ts';
import {
  EventStream,
  NetworkStatus,
  PlaybackRow,
  playerEventOperations,
  reportOperations,
  TouchStat,
} from './reports.ts';
import { RssFeed, RssFeedItem, rssFeedOperations } from './rss-feeds.ts';
import { DeviceNowPlaying, DeviceSchedules, Schedule, ScheduleTimer, scheduleOperations } from './schedules.ts';
import type { Method, Operation } from './schema.ts';
import { SavedSearch, SearchAnswer, SearchResult, searchOperations } from './search.ts';
import { sessionOperations } from './session.ts';
import { systemOperations } from './settings.ts';
import { TagGroup, tagGroupOperations } from './tag-groups.ts';
import { DesiredContent, DesiredState, DeviceTagMetadata, TagMetadata, tagMetadataOperations } from './tag-metadata.ts';
import { tagObjectOperations } from './tag-objects.ts';
import { tagOperations } from './tags.ts';
import { AccessExplanation, CmsMetadata, Permissions, User, userOperations } from './users.ts';
import { clockSampleOperations, venueSyncOperations } from './venue-sync.ts';
import { Venue, venueOperations } from './venues.ts';
import { WidgetAuth, widgetAuthOperations } from './widget-auths.ts';

/** Every operation of /api, by operationId. */
export const operations = {
  ...sessionOperations,
  ...passwordResetOperations,
  ...accountOperations,
  ...userOperations,
  ...tagOperations,
  ...tagGroupOperations,
  ...searchOperations,
  ...tagObjectOperations,
  ...mediaOperations,
  ...deviceOperations,
  ...deviceReportOperations,
  ...deviceBatchOperations,
  ...playerOperations,
  ...systemOperations,
  ...licenceOperations,
  ...dataSourceOperations,
  ...dataSourcePlayerOperations,
  ...widgetAuthOperations,
  ...rssFeedOperations,
  ...layoutOperations,
  ...mediaUsageOperations,
  ...layoutPlayerOperations,
  ...scheduleOperations,
  ...outgoingMailOperations,
  ...auditOperations,
  ...tagMetadataOperations,
  ...audioPlaylistOperations,
  ...audioPlayerOperations,
  ...venueOperations,
  ...venueSyncOperations,
  ...clockSampleOperations,
  ...campaignOperations,
  ...playerEventOperations,
  ...reportOperations,
};

/** The named schemas (`components.schemas` of the OpenAPI document); `Ref(...)` points at them. */
export const components = [
  ErrorBody,
  Tag,
  PageInfo,
  Media,
  MediaUploadResult,
  Device,
  PendingDevice,
  DeviceActivity,
  SystemInfoJson,
  SystemInfoEntry,
  SystemInfo,
  Connectivity,
  DeviceConnectivity,
  CmsMetadata,
  User,
  Permissions,
  AccessExplanation,
  DataSource,
  DataSourceFile,
  WidgetAuth,
  RssFeedItem,
  RssFeed,
  ...layoutElementComponents,
  EditorMetadata,
  Layout,
  LayoutListItem,
  MediaUsage,
  PlayerLayout,
  PlayerAudioPlaylist,
  SearchResult,
  SearchAnswer,
  SavedSearch,
  TagGroup,
  ScheduleTimer,
  Schedule,
  DeviceSchedules,
  DeviceNowPlaying,
  OutgoingMailItem,
  OutgoingMail,
  AuditEntry,
  TagMetadata,
  DeviceTagMetadata,
  AudioPlaylist,
  Venue,
  CampaignRun,
  Campaign,
  DesiredContent,
  DesiredState,
  EventStream,
  NetworkStatus,
  PlaybackRow,
  TouchStat,
  LicenceDetails,
  InstallationInfo,
];

/** The security schemes the operations name. */
export const securitySchemes = {
  basic: { type: 'http', scheme: 'basic', description: 'Username and password, for POST /login only.' },
  bearer: { type: 'http', scheme: 'bearer', description: 'The auth_token answered by POST /login.' },
  player: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'Player calls: `Player <device_key>:<player_secret>`, as answered once by POST /players/register.',
  },
} as const;

// ---- Types for clients: an operation found by method and path, and what it takes and answers ----

type AnyOperation = (typeof operations)[keyof typeof operations];

/** The paths served with `method`. */
export type PathOf<M extends Method> = Extract<AnyOperation, { method: M }>['path'];

export type OperationAt<M extends Method, P extends string> = Extract<AnyOperation, { method: M; path: P }>;

type SuccessStatus = 200 | 201 | 207;

/** The answer of a successful call. */
export type AnswerOf<O extends Operation> = {
  [S in keyof O['response']]: S extends SuccessStatus ? Static<O['response'][S]> : never;
}[keyof O['response']];

/** Path parameters, as they go into the path (the api checks them). */
export type ParamsOf<O extends Operation> = O extends { params: infer P extends TSchema }
  ? { [K in keyof Static<P>]: string | number }
  : undefined;

export type QueryOf<O extends Operation> = O extends { querystring: infer Q extends TSchema } ? Static<Q> : undefined;

/** The JSON body (for an operation that also takes multipart, its JSON form). */
export type BodyOf<O extends Operation> = O extends { body: infer B }
  ? B extends { content: { 'application/json': { schema: infer S extends TSchema } } }
    ? Static<S>
    : B extends TSchema
      ? Static<B>
      : undefined
  : undefined;
