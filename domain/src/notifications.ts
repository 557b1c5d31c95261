/** Spec 01 §4 and §9: notification kinds (how many show at once and for how long: constants.ts). */
const NOTIFICATION_TYPES = ['danger', 'info', 'success', 'warning'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Themes of the console (spec 01 §9). */
export const THEMES = ['default', 'space'] as const;
export type ThemeName = (typeof THEMES)[number];
