/**
 * The business constants and limits of spec 01 §9 and spec 02 §9, and the installation defaults, in one place:
 * the REST service, the gateway, the console and the players read them from here. Page sizes have their own
 * catalogue (page-sizes.ts), messages theirs (messages.ts).
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

// ---- Installation defaults (overridden by DISPLAY_TIME_ZONE and MAX_UPLOAD_BYTES) ----

/** Dates are shown in this zone whatever the browser's (spec 01 §5 "Display": +0200). */
export const DEFAULT_DISPLAY_TIME_ZONE = '+02:00';
/** The largest file an upload accepts unless the installation sets MAX_UPLOAD_BYTES. */
export const DEFAULT_MAX_UPLOAD_BYTES = 2 * 1024 ** 3;
/** Default timeout of a REST call (spec 01 §7). */
export const DEFAULT_TIMEOUT_MS = 60 * SECOND_MS;

// ---- Media (spec 01 §5, §9) ----

export const MAX_UPLOAD_WIDTH = 1920;
export const MAX_UPLOAD_HEIGHT = 1080;
/** How many files one upload dialog queues at most; replacing a touch app allows 1. */
export const MAX_QUEUED_UPLOADS = 50;

// ---- Search and tag suggestions (spec 01 §9, spec 02 §9) ----

/** Tag suggestions are asked for at most once per interval while typing. */
export const SUGGESTION_INTERVAL_MS = 100;
/** At most this many tag suggestions are answered. */
export const SUGGESTION_LIMIT = 20;
/** The header search sends at most one request per interval. */
export const SEARCH_THROTTLE_MS = 5 * SECOND_MS;
export const SEARCH_TIMEOUT_MS = 120 * SECOND_MS;

// ---- Notifications (spec 01 §4, §9) ----

export const MAX_VISIBLE_NOTIFICATIONS = 5;
export const NOTIFICATION_MS = 2500;

// ---- Dashboard (spec 01 §2, §9) ----

export const DASHBOARD_REFRESH_DEFAULT_MS = 30 * SECOND_MS;
/** The auto-refresh choices: 30 s, 1, 5, 10 and 30 minutes. */
export const DASHBOARD_REFRESH_CHOICES_MS = [30 * SECOND_MS, MINUTE_MS, 5 * MINUTE_MS, 10 * MINUTE_MS, 30 * MINUTE_MS];
/** A card starts with 40 devices; "load more" adds 20 each time, up to 100. */
export const CARD_INITIAL_DEVICES = 40;
export const CARD_LOAD_MORE_DEVICES = 20;
export const CARD_MAX_DEVICES = 100;
/** A table row's sink (the detail opened under it) closes this long after the pointer or focus leaves it. */
export const TABLE_ROW_SINK_CLOSE_MS = 500;

// ---- Devices (spec 01 §4, spec 02 §4 and §9) ----

/** Card status: online within 30 minutes of last contact, stale within 60. */
export const ONLINE_WITHIN_MS = 30 * MINUTE_MS;
export const STALE_WITHIN_MS = 60 * MINUTE_MS;
/** The console echoes a watched device every 150 s, every 20 s after a reboot or restart. */
export const ECHO_INTERVAL_MS = 150 * SECOND_MS;
export const RESTART_CHECK_MS = 20 * SECOND_MS;
/** A device is idle after 150 s without an echo reply. */
export const IDLE_MS = 150 * SECOND_MS;
/** Activity events: at most 1000, from the last two weeks. */
export const ACTIVITY_LIMIT = 1000;
export const ACTIVITY_WINDOW_MS = 14 * DAY_MS;
export const DEVICE_GRID = { rowHeight: 30, columnWidthsPercent: [5, 30, 10, 6, 10, 38] } as const;

/** The product's name as the console shows it (header, sign-in card, document title) and its mails name it. */
export const PRODUCT_NAME = 'Signage Console';
