import { LANDING_PATHS } from '@signage/domain/landing';

/** Every console route path (spec 01 §2, spec 02 §2). Route paths come only from here. */
export const paths = {
  root: '/',
  login: '/login',
  easterEgg: '/this-was-totally-supposed-to-happen',
  help: '/help',
  // A literal like media below (the screen registry keys on it); landing-path.test.ts checks it.
  dashboard: '/dashboard',
  // Literals, like media below; landing-path.test.ts checks they equal LANDING_PATHS.
  devices: '/admin/devices',
  deviceActivate: '/admin/devices/activate',
  deviceEdit: '/admin/devices/:id',
  campaigns: LANDING_PATHS.campaigns,
  // A literal, so the screen registry below keeps its keys (LANDING_PATHS is typed Record<…, string>);
  // landing-path.test.ts checks it equals LANDING_PATHS.media.
  media: '/media',
  mediaEdit: '/media/:id',
  templates: LANDING_PATHS.templates,
  layouts: LANDING_PATHS.layouts,
  venues: LANDING_PATHS.venues,
  audio: LANDING_PATHS.audio,
  users: '/admin/users',
  tagGroups: '/taggroups',
  schedules: '/schedules',
  tags: '/tags',
  deviceSettings: '/devicesettings',
  system: '/admin/system',
} as const;

/** A screen of the shell: any path but the root and the screens outside the shell. */
export type ScreenPath = (typeof paths)[Exclude<keyof typeof paths, 'root' | 'login' | 'easterEgg'>];

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
  paths.help,
] as const satisfies readonly ScreenPath[];

export type ImplementedScreen = (typeof IMPLEMENTED_SCREENS)[number];

/** The media edit screen of one item. */
export function mediaEditPath(id: string): string {
  return paths.mediaEdit.replace(':id', encodeURIComponent(id));
}

/** The detail screen of one device (spec 02: opens in a new tab from the list). */
export function deviceEditPath(id: string): string {
  return paths.deviceEdit.replace(':id', encodeURIComponent(id));
}

export function isImplemented(path: string, implemented: readonly string[] = IMPLEMENTED_SCREENS): boolean {
  return implemented.includes(path);
}
