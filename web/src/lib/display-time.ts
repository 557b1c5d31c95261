/**
 * Spec 01 §5 "Display": times are shown with a fixed +0200 offset, whatever the browser's zone.
 * (A candidate for @signage/domain once the server formats times too.)
 */
export const DISPLAY_UTC_OFFSET_MINUTES = 120;

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:mm:ss" of an instant, at the display offset. */
export function formatClockTime(instant: string | Date): string {
  const date = new Date(new Date(instant).getTime() + DISPLAY_UTC_OFFSET_MINUTES * 60_000);
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}
