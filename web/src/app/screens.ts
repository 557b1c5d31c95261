import type { ComponentType } from 'react';
import type { ImplementedScreen } from '../lib/paths.ts';

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
  '/layouts/:id/:type': () =>
    import('../features/layouts/editor/layout-editor-page.tsx').then((m) => m.LayoutEditorPage),
  '/layouts/:id/:type/schedules/:scheduleId/:scheduleType': () =>
    import('../features/layouts/editor/layout-editor-page.tsx').then((m) => m.LayoutEditorPage),
  '/synclayouts/:id/schedules/:scheduleId': () =>
    import('../features/layouts/sync/sync-editor-page.tsx').then((m) => m.SyncEditorPage),
  '/synclayouts/new': () => import('../features/layouts/sync/sync-editor-page.tsx').then((m) => m.SyncEditorPage),
  '/synclayouts/:id': () => import('../features/layouts/sync/sync-editor-page.tsx').then((m) => m.SyncEditorPage),
  '/schedules': () => import('../features/schedules/schedules-timeline-page.tsx').then((m) => m.SchedulesTimelinePage),
  // One screen for the list and its editor: the editor is a dialog over the list.
  '/datasources': () => import('../features/data-sources/data-sources-page.tsx').then((m) => m.DataSourcesPage),
  '/datasources/:id': () => import('../features/data-sources/data-sources-page.tsx').then((m) => m.DataSourcesPage),
  '/widgets': () => import('../features/widget-auths/widget-auths-page.tsx').then((m) => m.WidgetAuthsPage),
  '/widgets/auth/:id': () => import('../features/widget-auths/widget-auths-page.tsx').then((m) => m.WidgetAuthsPage),
  '/admin/mail': () => import('../features/outgoing-mail/outgoing-mail-page.tsx').then((m) => m.OutgoingMailPage),
  '/admin/mail/:id': () => import('../features/outgoing-mail/outgoing-mail-page.tsx').then((m) => m.OutgoingMailPage),
  '/admin/system': () => import('../features/system/system-page.tsx').then((m) => m.SystemPage),
  '/tags': () => import('../features/tag-manager/tag-manager-page.tsx').then((m) => m.TagManagerPage),
  '/taggroups': () => import('../features/tag-groups/tag-groups-page.tsx').then((m) => m.TagGroupsPage),
  '/taggroups/edit/:id': () => import('../features/tag-groups/tag-groups-page.tsx').then((m) => m.TagGroupsPage),
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
  '/tradinghours': () => import('../features/tag-metadata/trading-hours-page.tsx').then((m) => m.TradingHoursPage),
  '/tradinghours/edit/:id': () =>
    import('../features/tag-metadata/trading-hours-page.tsx').then((m) => m.TradingHoursPage),
  '/devicesettings': () =>
    import('../features/tag-metadata/device-settings-page.tsx').then((m) => m.DeviceSettingsPage),
  '/devicesettings/edit/:id': () =>
    import('../features/tag-metadata/device-settings-page.tsx').then((m) => m.DeviceSettingsPage),
  '/audio': () => import('../features/audio/list/audio-list-page.tsx').then((m) => m.AudioListPage),
  '/audio/playlists/:id': () =>
    import('../features/audio/edit/audio-playlist-page.tsx').then((m) => m.AudioPlaylistPage),
  '/audio/playlists/:id/schedules/:scheduleId': () =>
    import('../features/audio/edit/audio-playlist-page.tsx').then((m) => m.AudioPlaylistPage),
  '/venues': () => import('../features/venues/venues-page.tsx').then((m) => m.VenuesPage),
  '/venues/:id': () => import('../features/venues/venues-page.tsx').then((m) => m.VenuesPage),
  '/campaigns': () => import('../features/campaigns/campaigns-page.tsx').then((m) => m.CampaignsPage),
  '/campaigns/:id': () => import('../features/campaigns/campaigns-page.tsx').then((m) => m.CampaignsPage),
  '/help': () => import('../features/help/help-page.tsx').then((m) => m.HelpPage),
};
