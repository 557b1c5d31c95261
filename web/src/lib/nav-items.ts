import { AREA_VIEWERS, hasAnyPermission, type Permission } from '@signage/domain/permissions';
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
import { paths } from './paths.ts';

export interface NavItem {
  path: string;
  label: string;
  icon: IconType;
  /** Shown only to holders of one of these: the screen's service refuses the others (spec 01 §6). */
  needs?: readonly Permission[];
  /** What a person does there, for Help's "What you can do here" (kept beside the entry so a new area adds both). */
  help: string;
}

const TAG_MANAGER_VIEWERS = [
  ...new Set([...AREA_VIEWERS.devices, ...AREA_VIEWERS.media, ...AREA_VIEWERS.layouts, ...AREA_VIEWERS.schedules]),
];

/** Sidebar sections, in the spec's order (spec 01 §2 "Sidebar and header"). */
export const SECTIONS: readonly NavItem[] = [
  // Not one of the spec's sections, but its landing page may be the dashboard (spec 01 §2): it leads the list.
  {
    path: paths.dashboard,
    label: 'Dashboard',
    icon: LuGauge,
    help: 'cards that each list the devices carrying their tags, with their status live (online within 30 minutes of last contact, stale within 60, offline) and the layouts they play, as a list, a table or a tag cloud; drag and resize them, and refresh them automatically.',
  },
  {
    path: paths.devices,
    label: 'Devices',
    icon: LuMonitor,
    needs: AREA_VIEWERS.devices,
    help: 'activate a player by the key on its screen, tag and license it, and watch it live: online state, screenshots, remote commands (echo, reboot, restart, fetch schedules, delete media...), system info, uptime, its schedules and the trading hours and settings that reach it.',
  },
  {
    path: paths.campaigns,
    label: 'Campaigns',
    icon: LuMegaphone,
    needs: AREA_VIEWERS.campaigns,
    help: "book a layout on venues for runs of dates: a code, a name, tags and the layout, then runs, each with its dates and the venues it plays at, on each venue's clock. Campaigns that ended more than 6 months ago are hidden until you ask for them.",
  },
  {
    path: paths.media,
    label: 'Media',
    icon: LuImage,
    needs: AREA_VIEWERS.media,
    help: 'upload images, videos, audio, touch apps and fonts, see them checked and previewed, then rename, retag, download, replace or delete them.',
  },
  {
    path: paths.templates,
    label: 'Templates',
    icon: LuLayoutTemplate,
    needs: AREA_VIEWERS.layouts,
    help: 'layouts to start from; a layout made from one is named “… (Generated)”, and a layout can be turned into a new template from its editor.',
  },
  {
    path: paths.layouts,
    label: 'Layouts',
    icon: LuLayoutDashboard,
    needs: AREA_VIEWERS.layouts,
    help: 'see every layout with a thumbnail of its composition, clone, delete, start one from a template, and build sync sequences of videos played in step, in the order you drag them into.',
  },
  {
    path: paths.venues,
    label: 'Venues',
    icon: LuMapPin,
    needs: AREA_VIEWERS.venues,
    help: "where devices are and in which time zone: each venue's devices play schedules on its clock, one of them can lead the others in sync, and the editor shows which schedules reach its devices next.",
  },
  {
    path: paths.audio,
    label: 'Audio',
    icon: LuMusic,
    needs: AREA_VIEWERS.audio,
    help: 'audio playlists, and sting playlists that play after every so many layouts (the trigger count): add tracks from the song search or the randomizer, reorder them, listen in the preview player, and schedule the playlist to the devices carrying its tags.',
  },
  {
    path: paths.users,
    label: 'Users',
    icon: LuUsers,
    needs: AREA_VIEWERS.users,
    help: 'add the people who run the signage with a password that meets the five rules the meter shows, give them forced tags and a landing page, and add or remove permissions: you can give only permissions you hold, and take away only those you hold too.',
  },
  {
    path: paths.tradingHours,
    label: 'Trading hours',
    icon: LuClock,
    needs: AREA_VIEWERS.tagMetadata,
    help: 'opening hours per weekday (at most 3 periods a day) given to the devices carrying their tags; a device gets the most specific record (the most matching tags, then the newest), and its page says which one and why. Outside its hours a device shows closed, not offline.',
  },
];

/** The "advanced" group; data sources, widget auths (spec 02 §2) and the outgoing mail join the spec's five. */
export const ADVANCED: readonly NavItem[] = [
  {
    path: paths.tagGroups,
    label: 'Tag groups',
    icon: LuTags,
    needs: AREA_VIEWERS.tagGroups,
    help: "name and colour groups of tags; a grouped tag shows in its group's colour everywhere.",
  },
  {
    path: paths.schedules,
    label: 'Schedules',
    icon: LuCalendarClock,
    needs: AREA_VIEWERS.schedules,
    help: 'every schedule on one timeline, a row per layout or audio playlist; select a bar to see what it plays and the devices its tags reach, open its editor, or add a schedule.',
  },
  {
    path: paths.tags,
    label: 'Tags',
    icon: LuTag,
    // It lists devices, media, layouts and schedules only: someone who may see none of them has nothing there.
    needs: TAG_MANAGER_VIEWERS,
    help: 'the tag manager. Select objects of any type, edit their common tags, copy, replace or append tags from the tag clipboard, delete media and layouts in bulk, and save a search to run it again. Each change shows how many objects and devices it affects before it runs.',
  },
  {
    path: paths.deviceSettings,
    label: 'Device settings',
    icon: LuSlidersHorizontal,
    needs: AREA_VIEWERS.tagMetadata,
    help: 'kiosk browser and streaming settings given to the devices carrying their tags, chosen as trading hours are (the most specific record); the list shows how many devices applied them.',
  },
  {
    path: paths.system,
    label: 'System',
    icon: LuServer,
    needs: ['edit system'],
    help: "the licence (its holder, devices and expiry, and why it is a problem when the header shows “Licence invalid”), uploading a new licence file, and what the installation runs on. Without a licence the installation runs in evaluation mode with up to 10 licensed devices; beyond a licence's devices, the most recently activated show as unlicensed.",
  },
  {
    path: paths.dataSources,
    label: 'Data sources',
    icon: LuDatabase,
    needs: AREA_VIEWERS.dataSources,
    help: 'add a CSV (a header row and a Key column) by url, polled every hour by default, or upload one; preview its rows and see how the last poll went. Data-backed texts in layouts show its cells.',
  },
  {
    path: paths.widgetAuths,
    label: 'Widget auths',
    icon: LuKeyRound,
    needs: AREA_VIEWERS.widgetAuths,
    help: 'keep the credentials a Twitter Timeline widget uses; tokens are stored encrypted and only ever shown masked.',
  },
  {
    path: paths.outgoingMail,
    label: 'Outgoing mail',
    icon: LuMail,
    needs: ['edit system'],
    help: 'the mail this installation sent while no mail server is configured (SMTP_URL), such as password reset links, kept by its built-in mail server. Anyone who forgot their password asks for a link with “Forgot password?” on the sign-in page.',
  },
  {
    path: paths.audit,
    label: 'Audit',
    icon: LuListChecks,
    needs: ['view audit'],
    help: "every change anyone made, newest first: who, when, from which address, and each changed field before and after (secrets masked). Filter by user, device, object, action and dates; a device's page shows its own trail.",
  },
  {
    path: paths.reports,
    label: 'Reports',
    icon: LuChartPie,
    needs: ['view reports'],
    help: 'network status, media and audio playback (proof of play, with a CSV export), touch statistics and a dashboard of them, over dates and device and media tags you choose.',
  },
];

/**
 * Whether an entry is offered to a holder of `permissions`: those without `needs` to everyone, the others to
 * holders of one of them; none of those before the signed-in user is known. The sidebar and Help ask the same.
 */
export const offeredTo =
  (permissions: readonly string[] | undefined) =>
  (item: NavItem): boolean =>
    !item.needs || (permissions ? hasAnyPermission(permissions, item.needs) : false);

export const HELP: NavItem = { path: paths.help, label: 'Help', icon: LuCircleHelp, help: 'this page.' };

/**
 * The sidebar entry a screen belongs to: the one whose path is the screen's path or a folder above it, the
 * longest such (a report under Reports, a device under Devices); undefined for a screen outside them all.
 */
export function navItemOf(pathname: string): NavItem | undefined {
  let found: NavItem | undefined;
  for (const item of [...SECTIONS, ...ADVANCED]) {
    const under = pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (under && (!found || item.path.length > found.path.length)) found = item;
  }
  return found;
}
