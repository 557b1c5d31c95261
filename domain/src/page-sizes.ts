/**
 * Page sizes of every paged list (spec 01 §2 and §9, spec 02 §2 and §9): the choices a list's pager offers and
 * the size a list starts with. The REST service uses the defaults for a request that names no page size.
 */

/** A search (the header search, a list's search) answers 25 per page unless asked otherwise. */
export const DEFAULT_SEARCH_PAGE_SIZE = 25;

export const MEDIA_PAGE_SIZES = [25, 50, 75] as const;
export const DEFAULT_MEDIA_PAGE_SIZE = 25;
/** The media selector of the layout editor shows 100 per page. */
export const MEDIA_SELECTOR_PAGE_SIZE = 100;

/** Layouts and templates lists. */
export const LAYOUT_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_LAYOUT_PAGE_SIZE = 25;
/** The sync-sequence editor's video gallery. */
export const SYNC_GALLERY_PAGE_SIZE = 49;

/** The spec gives the device list no sizes; it offers those of the other admin grids (layouts, venues). */
export const DEVICE_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_DEVICE_PAGE_SIZE = 25;

export const TAG_GRID_PAGE_SIZES = [25, 50, 75] as const;
export const VENUE_PAGE_SIZES = [25, 50, 100] as const;
export const CAMPAIGN_PAGE_SIZES = [50, 100, 150] as const;
export const AUDIO_SONG_SEARCH_PAGE_SIZE = 100;
/** The dashboard's table widget. */
export const DASHBOARD_TABLE_ROWS = 8;
/**
 * The spec gives schedules no pager: the timeline and the schedule dialog show every schedule of a window or
 * an object at once, so one page holds that many (the REST list's largest page is 1000).
 */
export const DEFAULT_SCHEDULE_PAGE_SIZE = 500;
/** The outgoing mail screen (not in the spec: the embedded mail server's inbox for administrators). */
export const OUTGOING_MAIL_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_OUTGOING_MAIL_PAGE_SIZE = 25;

/** The spec gives the user list no sizes; it offers those of the other admin grids. */
export const USER_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_USER_PAGE_SIZE = 25;
