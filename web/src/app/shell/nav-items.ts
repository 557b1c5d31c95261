import { AREA_VIEWERS, type Permission } from '@signage/domain/permissions';
import type { IconType } from 'react-icons';
import {
  LuCalendarClock,
  LuChartPie,
  LuCircleHelp,
  LuClock,
  LuDatabase,
  LuGauge,
  LuImage,
  LuKeyRound,
  LuLayoutDashboard,
  LuLayoutTemplate,
  LuListChecks,
  LuMail,
  LuMapPin,
  LuMegaphone,
  LuMonitor,
  LuMusic,
  LuServer,
  LuSlidersHorizontal,
  LuTag,
  LuTags,
  LuUsers,
} from 'react-icons/lu';
import { paths } from '../../lib/paths.ts';

export interface NavItem {
  path: string;
  label: string;
  icon: IconType;
  /** Shown only to holders of one of these: the screen's service refuses the others (spec 01 §6). */
  needs?: readonly Permission[];
}

/** Sidebar sections, in the spec's order (spec 01 §2 "Sidebar and header"). */
export const SECTIONS: readonly NavItem[] = [
  // Not one of the spec's sections, but its landing page may be the dashboard (spec 01 §2): it leads the list.
  { path: paths.dashboard, label: 'Dashboard', icon: LuGauge },
  { path: paths.devices, label: 'Devices', icon: LuMonitor, needs: AREA_VIEWERS.devices },
  { path: paths.campaigns, label: 'Campaigns', icon: LuMegaphone, needs: AREA_VIEWERS.campaigns },
  { path: paths.media, label: 'Media', icon: LuImage, needs: AREA_VIEWERS.media },
  { path: paths.templates, label: 'Templates', icon: LuLayoutTemplate, needs: AREA_VIEWERS.layouts },
  { path: paths.layouts, label: 'Layouts', icon: LuLayoutDashboard, needs: AREA_VIEWERS.layouts },
  { path: paths.venues, label: 'Venues', icon: LuMapPin, needs: AREA_VIEWERS.venues },
  { path: paths.audio, label: 'Audio', icon: LuMusic, needs: AREA_VIEWERS.audio },
  { path: paths.users, label: 'Users', icon: LuUsers, needs: AREA_VIEWERS.users },
  { path: paths.tradingHours, label: 'Trading hours', icon: LuClock, needs: AREA_VIEWERS.tagMetadata },
];

/** The "advanced" group; data sources, widget auths (spec 02 §2) and the outgoing mail join the spec's five. */
export const ADVANCED: readonly NavItem[] = [
  { path: paths.tagGroups, label: 'Tag groups', icon: LuTags, needs: AREA_VIEWERS.tagGroups },
  { path: paths.schedules, label: 'Schedules', icon: LuCalendarClock, needs: AREA_VIEWERS.schedules },
  { path: paths.tags, label: 'Tags', icon: LuTag },
  { path: paths.deviceSettings, label: 'Device settings', icon: LuSlidersHorizontal, needs: AREA_VIEWERS.tagMetadata },
  { path: paths.system, label: 'System', icon: LuServer, needs: ['edit system'] },
  { path: paths.dataSources, label: 'Data sources', icon: LuDatabase, needs: AREA_VIEWERS.dataSources },
  { path: paths.widgetAuths, label: 'Widget auths', icon: LuKeyRound, needs: AREA_VIEWERS.widgetAuths },
  { path: paths.outgoingMail, label: 'Outgoing mail', icon: LuMail, needs: ['edit system'] },
  { path: paths.audit, label: 'Audit', icon: LuListChecks, needs: ['view audit'] },
  { path: paths.reports, label: 'Reports', icon: LuChartPie, needs: ['view reports'] },
];

export const HELP: NavItem = { path: paths.help, label: 'Help', icon: LuCircleHelp };
