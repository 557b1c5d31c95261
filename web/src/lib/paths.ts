/** Every console route path (spec 01 §2, spec 02 §2). Route paths come only from here. */
export const paths = {
  root: '/',
  login: '/login',
  /** Outside the shell, like sign-in (spec 02 §2); with ?reset-token= it sets the new password. */
  resetPassword: '/admin/reset-password',
  /** Outside the shell: where a user goes when two-factor sign-in is required and not yet set up. */
  twoFactorSetup: '/two-factor-setup',
  easterEgg: '/this-was-totally-supposed-to-happen',
  help: '/help',
  // A literal like media below (the screen registry keys on it); landing-path.test.ts checks it.
  dashboard: '/dashboard',
  // Literals, like media below; landing-path.test.ts checks they equal LANDING_PATHS.
  devices: '/admin/devices',
  deviceActivate: '/admin/devices/activate',
  deviceEdit: '/admin/devices/:id',
  // A literal, so the screen registry keeps its keys; landing-path.test.ts checks it against LANDING_PATHS.
  campaigns: '/campaigns',
  /** The campaign editor over the list; id `new` creates (spec 02 §2). */
  campaignEdit: '/campaigns/:id',
  // A literal, so the screen registry below keeps its keys (LANDING_PATHS is typed Record<…, string>);
  // landing-path.test.ts checks it equals LANDING_PATHS.media.
  media: '/media',
  mediaEdit: '/media/:id',
  // Literals, so the screen registry keeps its keys; landing-path.test.ts checks them against LANDING_PATHS.
  templates: '/templates',
  layouts: '/layouts',
  layoutNew: '/layouts/new/:type',
  layoutEdit: '/layouts/:id/:type',
  /** The schedule dialog over the layout editor (spec 01 §2 child route); scheduleId `new` opens a blank one. */
  layoutSchedule: '/layouts/:id/:type/schedules/:scheduleId/:scheduleType',
  syncLayoutNew: '/synclayouts/new',
  syncLayoutEdit: '/synclayouts/:id',
  syncLayoutSchedule: '/synclayouts/:id/schedules/:scheduleId',
  venues: '/venues',
  /** The venue editor over the list; id `new` creates (spec 02 §2). */
  venueEdit: '/venues/:id',
  audio: '/audio',
  /** The playlist editor; id `new` creates (spec 02 §2). */
  audioPlaylistEdit: '/audio/playlists/:id',
  /** The schedule dialog over the playlist editor (spec 02 §2 child route). */
  audioPlaylistSchedule: '/audio/playlists/:id/schedules/:scheduleId',
  users: '/admin/users',
  /** The user editor; id `new` creates (spec 02 §2). */
  userEdit: '/admin/users/:id',
  /** The signed-in user's own profile: names, password, landing page, two-factor, API tokens, sessions. */
  profile: '/admin/profile',
  tagGroups: '/taggroups',
  /** The tag group editor, a dialog over the list; id `new` makes a new group (spec 02 §2). */
  tagGroupEdit: '/taggroups/edit/:id',
  schedules: '/schedules',
  tags: '/tags',
  tradingHours: '/tradinghours',
  /** The trading hours editor over the list, an id or `new` (spec 02 §2; optional venue_id and venue_tags). */
  tradingHoursEdit: '/tradinghours/edit/:id',
  deviceSettings: '/devicesettings',
  deviceSettingsEdit: '/devicesettings/edit/:id',
  system: '/admin/system',
  dataSources: '/datasources',
  dataSourceEdit: '/datasources/:id',
  widgetAuths: '/widgets',
  widgetAuthEdit: '/widgets/auth/:id',
  /** Not in the spec: what the embedded SMTP server received (reset mails on an install without SMTP_URL). */
  outgoingMail: '/admin/mail',
  outgoingMailRead: '/admin/mail/:id',
  audit: '/admin/audit',
  reports: '/reports',
  reportsNetworkStatus: '/reports/networkstatus',
  reportsMediaPlayback: '/reports/mediaplaybackreport/',
  reportsAudioPlayback: '/reports/deviceaudioplaybackreport/',
  reportsDashboard: '/reports/dashboard',
  reportsTouchStats: '/reports/touchstats',
} as const;

/** A screen of the shell: any path but the root and the screens outside the shell. */
export type ScreenPath = (typeof paths)[Exclude<
  keyof typeof paths,
  'root' | 'login' | 'resetPassword' | 'easterEgg' | 'twoFactorSetup'
>];

/**
 * THE registry of screens that exist. A screen's path is added here when the screen lands; the router
 * (app/routes.tsx must then give it a module: the compiler insists), the sidebar and the landing fallback
 * all follow from this list. Help is always present: it is the landing page of last resort.
 */
export const IMPLEMENTED_SCREENS = [
  paths.dashboard,
  paths.devices,
  paths.deviceActivate,
  paths.deviceEdit,
  paths.media,
  paths.mediaEdit,
  paths.layouts,
  paths.templates,
  paths.layoutNew,
  paths.layoutEdit,
  paths.layoutSchedule,
  paths.syncLayoutNew,
  paths.syncLayoutEdit,
  paths.syncLayoutSchedule,
  paths.schedules,
  paths.dataSources,
  paths.dataSourceEdit,
  paths.widgetAuths,
  paths.widgetAuthEdit,
  paths.outgoingMail,
  paths.outgoingMailRead,
  paths.system,
  paths.tags,
  paths.tagGroups,
  paths.tagGroupEdit,
  paths.users,
  paths.userEdit,
  paths.audit,
  paths.reports,
  paths.reportsNetworkStatus,
  paths.reportsMediaPlayback,
  paths.reportsAudioPlayback,
  paths.reportsDashboard,
  paths.reportsTouchStats,
  paths.profile,
  paths.tradingHours,
  paths.tradingHoursEdit,
  paths.deviceSettings,
  paths.deviceSettingsEdit,
  paths.audio,
  paths.audioPlaylistEdit,
  paths.audioPlaylistSchedule,
  paths.venues,
  paths.venueEdit,
  paths.campaigns,
  paths.campaignEdit,
  paths.help,
] as const satisfies readonly ScreenPath[];

export type ImplementedScreen = (typeof IMPLEMENTED_SCREENS)[number];

/** A screen path with its `:name` params filled in, each value URI-encoded. */
function fillPath(path: string, params: Record<string, string>): string {
  return Object.entries(params).reduce(
    (filled, [name, value]) => filled.replace(`:${name}`, encodeURIComponent(value)),
    path,
  );
}

/** The path of one record's screen, for its id (or `new`). */
const withId =
  (path: string) =>
  (id: string): string =>
    fillPath(path, { id });

/** The campaign editor of one campaign, or `new`. */
export const campaignEditPath = withId(paths.campaignEdit);

/** The media edit screen of one item. */
export const mediaEditPath = withId(paths.mediaEdit);

/** The detail screen of one device (spec 02: opens in a new tab from the list). */
export const deviceEditPath = withId(paths.deviceEdit);

/** The 2D editor's page types (spec 01 route table); a new layout or template opens as layout or template. */
export type LayoutPageType = 'layout' | 'template' | 'template-view' | 'template-view-edit';

/** The 2D editor of a layout or template, as the given page type. */
export function layoutEditPath(id: string, type: LayoutPageType): string {
  return fillPath(paths.layoutEdit, { id, type });
}

/** The 2D creator of a new layout or template. */
export function layoutNewPath(type: 'layout' | 'template'): string {
  return fillPath(paths.layoutNew, { type });
}

/** The sync-sequence editor of one sequence. */
export const syncLayoutEditPath = withId(paths.syncLayoutEdit);

/** Where a layout opens for editing: a sync sequence in its own editor, a template as a template. */
export function layoutEditorPath(layout: { id: string; template: boolean; layoutType: string }): string {
  if (layout.layoutType === 'SYNC_SEQUENCE') return syncLayoutEditPath(layout.id);
  return layoutEditPath(layout.id, layout.template ? 'template' : 'layout');
}

/** The data source editor over the list, for an id or "new" (spec 02 §2). */
export const dataSourceEditPath = withId(paths.dataSourceEdit);

/** The venue editor over the list, for an id or "new" (spec 02 §2). */
export const venueEditPath = withId(paths.venueEdit);

/** The widget authentication editor over the list, for an id or "new" (spec 02 §2). */
export const widgetAuthEditPath = withId(paths.widgetAuthEdit);

/** One received mail, read over the Outgoing mail list. */
export const outgoingMailReadPath = withId(paths.outgoingMailRead);

/** The user editor of one user, or `new` (spec 02 §2). */
export const userEditPath = withId(paths.userEdit);

/** The trading hours editor over the list, for an id or "new" (spec 02 §2). */
export const tradingHoursEditPath = withId(paths.tradingHoursEdit);

/** The device settings editor over the list, for an id or "new" (spec 02 §2). */
export const deviceSettingsEditPath = withId(paths.deviceSettingsEdit);

/** The tag group editor of one group, or of a new one. */
export const tagGroupEditPath = withId(paths.tagGroupEdit);

/** The playlist editor of one playlist, or `new` (spec 02 §2). */
export const audioPlaylistEditPath = withId(paths.audioPlaylistEdit);

/** The schedule dialog over a playlist's editor (`scheduleId` new or an id). */
export function audioPlaylistSchedulePath(id: string, scheduleId: string): string {
  return fillPath(paths.audioPlaylistSchedule, { id, scheduleId });
}

export function isImplemented(path: string, implemented: readonly string[] = IMPLEMENTED_SCREENS): boolean {
  return implemented.includes(path);
}

/** The schedule dialog of a layout (`scheduleId` new, none or an id) over its editor (spec 01 §2). */
export function layoutSchedulePath(id: string, type: LayoutPageType, scheduleId: string): string {
  return fillPath(paths.layoutSchedule, { id, type, scheduleId, scheduleType: 'layout' });
}

/** The schedule dialog of a sync sequence over its editor. */
export function syncLayoutSchedulePath(id: string, scheduleId: string): string {
  return fillPath(paths.syncLayoutSchedule, { id, scheduleId });
}

/**
 * A schedule opened in its dialog over the editor of what it publishes (the layout's schedule child route);
 * the schedules timeline when that is not a layout the caller can see.
 */
export function scheduleDialogPath(schedule: {
  id: string;
  layoutId: string | null;
  content: { layoutType: string } | null;
}): string {
  if (!schedule.layoutId || !schedule.content) return paths.schedules;
  return schedule.content.layoutType === 'SYNC_SEQUENCE'
    ? syncLayoutSchedulePath(schedule.layoutId, schedule.id)
    : layoutSchedulePath(schedule.layoutId, 'layout', schedule.id);
}
