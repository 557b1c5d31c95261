/** Spec 01 §4 and §9: notification kinds, how many show at once and for how long. */
export const NOTIFICATION_TYPES = ['danger', 'info', 'success', 'warning'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const MAX_VISIBLE_NOTIFICATIONS = 5;
export const NOTIFICATION_MS = 2500;

/** Themes of the console (spec 01 §9). */
export const THEMES = ['default', 'space'] as const;
export type ThemeName = (typeof THEMES)[number];
