/**
 * Data source and widget authentication rules of spec 02 (§3, §4, §5, §8, §9): the derived type, defaults,
 * limits and the exact messages. Pure; used by the REST service, the gateway and the console.
 */

/** Spec 02 §9: "Data source default poll_interval 3600" (seconds). */
export const DEFAULT_POLL_INTERVAL = 3600;
/** Shortest poll interval accepted: a source polled every few seconds would only load its server. */
export const MIN_POLL_INTERVAL = 60;
/** Longest: 31 days. */
export const MAX_POLL_INTERVAL = 31 * 24 * 3600;
/** Largest data source file, uploaded or fetched (bytes). */
export const MAX_DATA_SOURCE_FILE_BYTES = 10 * 1024 * 1024;
/** Files kept per data source besides the current one: older polled copies are pruned past this. */
export const DATA_SOURCE_FILES_KEPT = 20;

/** Spec 02 §3/§4: the type shown in the list. */
export const DATA_SOURCE_TYPES = ['External URL', 'Local'] as const;
export type DataSourceType = (typeof DATA_SOURCE_TYPES)[number];

/** Spec 02 §4: the editor's source type selector. */
export const SOURCE_TYPE_CHOICES = ['remote', 'local'] as const;
export type SourceTypeChoice = (typeof SOURCE_TYPE_CHOICES)[number];

/** Spec 02 §4: "Local once a file is attached, else External URL". */
export function dataSourceType(source: { current_data_source_file: unknown }): DataSourceType {
  return source.current_data_source_file ? 'Local' : 'External URL';
}

/** Spec 02 §9: "Widget type only twitter-timeline", shown as Twitter Timeline. */
export const WIDGET_TYPES = ['twitter-timeline'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];
export const WIDGET_TYPE_LABELS: Record<WidgetType, string> = { 'twitter-timeline': 'Twitter Timeline' };

/** A stored token is shown as this mark and, when long enough to spare them, its last 4 characters. */
export const TOKEN_MASK = '••••';

/** The masked form of a secret: never more than its last 4 characters, none for short ones. */
export function maskToken(token: string): string {
  return token.length >= 12 ? `${TOKEN_MASK}${token.slice(-4)}` : TOKEN_MASK;
}

export const DATA_SOURCE_MESSAGES = {
  created: 'Successfully created new Data Source',
  updated: 'Successfully updated Data Source',
  uploaded: 'Successfully uploaded data source file.',
  /** Spec 02 §7: the console's upload rejects with this text. */
  uploadFailed: 'error',
  deleted: 'Data Source successfully deleted.',
  nameEmpty: 'Data Source name must not be empty.',
  urlNeeded: 'An External URL data source needs a url starting with http:// or https://.',
  notCsv: 'The file is not a CSV file: it must be comma-separated text with a header row.',
  emptyCsv: 'The CSV file is empty: it needs a header row with a Key column.',
  noKeyColumn: 'The CSV file has no Key column: its header row must name a column "Key".',
  noFile: 'Send the CSV file as multipart/form-data in a field named "file".',
  /** A create sent as multipart/form-data: its fields travel as a `json` part beside the file. */
  createParts: 'Send the data source as a "json" part, such as {"name": "Prices"}, beside its "file".',
  fileMakesLocal: 'A data source created with its file is local: send no url and no remote source type.',
  tooLarge: (max: number) => `The CSV file is larger than ${Math.round(max / 1024 / 1024)} MB.`,
} as const;

export const WIDGET_AUTH_MESSAGES = {
  created: 'Widget Authentication created successfully.',
  updated: 'Widget Authentication updated successfully.',
  nameEmpty: 'Widget Authentication name must not be empty.',
  widgetType: (given: string) =>
    `Widget type "${given.slice(0, 50)}" is not supported: the only widget type is ${WIDGET_TYPES.join(', ')}.`,
  tokenNeeded: 'A new Widget Authentication needs its token.',
} as const;

/** Default page size of the data source and widget authentication lists (spec 02 §9: default search page size). */
export const DEFAULT_DATA_SOURCE_PAGE_SIZE = 25;
/** Data-link values one resolve call takes: a layout's data-backed texts, with room to spare. */
export const MAX_DATA_LINKS_PER_CALL = 1000;
