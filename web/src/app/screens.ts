import type { ComponentType } from 'react';
import type { ImplementedScreen } from '../lib/paths.ts';

/** The screens that serve more than one path (a list and its editor over it, an editor and its schedules). */
const layoutEditorPage = () =>
  import('../features/layouts/editor/layout-editor-page.tsx').then((m) => m.LayoutEditorPage);
const syncEditorPage = () => import('../features/layouts/sync/sync-editor-page.tsx').then((m) => m.SyncEditorPage);
const dataSourcesPage = () => import('../features/data-sources/data-sources-page.tsx').then((m) => m.DataSourcesPage);
const widgetAuthsPage = () => import('../features/widget-auths/widget-auths-page.tsx').then((m) => m.WidgetAuthsPage);
const outgoingMailPage = () =>
  import('../features/outgoing-mail/outgoing-mail-page.tsx').then((m) => m.OutgoingMailPage);
const tagGroupsPage = () => import('../features/tag-groups/tag-groups-page.tsx').then((m) => m.TagGroupsPage);
const tradingHoursPage = () =>
  import('../features/tag-metadata/trading-hours-page.tsx').then((m) => m.TradingHoursPage);
const deviceSettingsPage = () =>
  import('../features/tag-metadata/device-settings-page.tsx').then((m) => m.DeviceSettingsPage);
const audioPlaylistPage = () =>
  import('../features/audio/edit/audio-playlist-page.tsx').then((m) => m.AudioPlaylistPage);
const venuesPage = () => import('../features/venues/venues-page.tsx').then((m) => m.VenuesPage);
const campaignsPage = () => import('../features/campaigns/campaigns-page.tsx').then((m) => m.CampaignsPage);

/**
 * The code of each implemented screen, loaded on first visit. Keyed by the registry in lib/paths.ts: adding a
 * path there without a module here (or the reverse) does not compile.
 */
export const SCREEN_MODULES: Record<ImplementedScreen, () => Promise<ComponentType>> = {
  '/dashboard': () => import('../features/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage),
  '/admin/devices': () => import('../features/devices/list/device-list-page.tsx').then((m) => m.DeviceListPage),
  '/admin/devices/activate': () =>
    import('../features/devices/activate/device-activation-page.tsx').then((m) => m.DeviceActivationPage),
  '/admin/devices/:id': () => import('../features/devices/detail/device-page.tsx').then((m) => m.DevicePage),
  '/media': () => import('../features/media/media-library-page.tsx').then((m) => m.MediaLibraryPage),
  '/media/:id': () => import('../features/media/edit/media-edit-page.tsx').then((m) => m.MediaEditPage),
  '/layouts': () => import('../features/layouts/list/layouts-page.tsx').then((m) => m.LayoutsPage),
  '/templates': () => import('../features/layouts/list/templates-page.tsx').then((m) => m.TemplatesPage),
  '/layouts/new/:type': () =>
    import('../features/layouts/editor/layout-editor-page.tsx').then((m) => m.LayoutCreatorPage),
  '/layouts/:id/:type': layoutEditorPage,
  '/layouts/:id/:type/schedules/:scheduleId/:scheduleType': layoutEditorPage,
  '/synclayouts/:id/schedules/:scheduleId': syncEditorPage,
  '/synclayouts/new': syncEditorPage,
  '/synclayouts/:id': syncEditorPage,
  '/schedules': () => import('../features/schedules/schedules-timeline-page.tsx').then((m) => m.SchedulesTimelinePage),
  // One screen for the list and its editor: the editor is a dialog over the list.
  '/datasources': dataSourcesPage,
  '/datasources/:id': dataSourcesPage,
  '/widgets': widgetAuthsPage,
  '/widgets/auth/:id': widgetAuthsPage,
  '/admin/mail': outgoingMailPage,
  '/admin/mail/:id': outgoingMailPage,
  '/admin/system': () => import('../features/system/system-page.tsx').then((m) => m.SystemPage),
  '/tags': () => import('../features/tag-manager/tag-manager-page.tsx').then((m) => m.TagManagerPage),
  '/taggroups': tagGroupsPage,
  '/taggroups/edit/:id': tagGroupsPage,
  '/admin/users': () => import('../features/users/list/user-list-page.tsx').then((m) => m.UserListPage),
  '/admin/users/:id': () => import('../features/users/edit/user-page.tsx').then((m) => m.UserPage),
  '/admin/audit': () => import('../features/audit/audit-page.tsx').then((m) => m.AuditPage),
  '/reports': () => import('../features/reports/reports-page.tsx').then((m) => m.ReportsPage),
  '/reports/networkstatus': () =>
    import('../features/reports/network-status-page.tsx').then((m) => m.NetworkStatusPage),
  '/reports/mediaplaybackreport/': () =>
    import('../features/reports/playback-report-page.tsx').then((m) => m.MediaPlaybackReportPage),
  '/reports/deviceaudioplaybackreport/': () =>
    import('../features/reports/playback-report-page.tsx').then((m) => m.AudioPlaybackReportPage),
  '/reports/dashboard': () =>
    import('../features/reports/reports-dashboard-page.tsx').then((m) => m.ReportsDashboardPage),
  '/reports/touchstats': () => import('../features/reports/touch-stats-page.tsx').then((m) => m.TouchStatsPage),
  '/admin/profile': () => import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage),
  '/tradinghours': tradingHoursPage,
  '/tradinghours/edit/:id': tradingHoursPage,
  '/devicesettings': deviceSettingsPage,
  '/devicesettings/edit/:id': deviceSettingsPage,
  '/audio': () => import('../features/audio/list/audio-list-page.tsx').then((m) => m.AudioListPage),
  '/audio/playlists/:id': audioPlaylistPage,
  '/audio/playlists/:id/schedules/:scheduleId': audioPlaylistPage,
  '/venues': venuesPage,
  '/venues/:id': venuesPage,
  '/campaigns': campaignsPage,
  '/campaigns/:id': campaignsPage,
  '/help': () => import('../features/help/help-page.tsx').then((m) => m.HelpPage),
};
