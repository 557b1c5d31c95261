import {
  DATA_SOURCE_MESSAGES,
  DEFAULT_POLL_INTERVAL,
  MAX_POLL_INTERVAL,
  MIN_POLL_INTERVAL,
} from '@signage/domain/data-sources/data-source';
import type { TagValue } from '../../../components/tags/tag-input.tsx';
import type {
  CreateDataSourceInput,
  DataSourceSourceType,
  DataSourceType,
  UpdateDataSourceInput,
} from '../../../gql/graphql.ts';
import { objectBasicsInput, savedObjectBasics } from '../../../lib/object-basics.ts';
import { newObjectBasics } from '../../../lib/session-tags.ts';

/** What the data source editor holds (spec 02 "Data source editor"). */
export interface DataSourceValues {
  name: string;
  tags: TagValue[];
  /** The source type selector: remote (polled from the url) or local (an uploaded file). */
  sourceType: DataSourceSourceType;
  url: string;
  /** As typed; checked on save. */
  pollInterval: string;
}

export const POLL_INTERVAL_MESSAGE = `The poll interval must be a whole number of seconds from ${MIN_POLL_INTERVAL} to ${MAX_POLL_INTERVAL}.`;

/** A saved source's values; a new one starts remote, with the default interval and the session's tags. */
export function initialDataSourceValues(
  source:
    | { name: string; tags: readonly TagValue[]; type: DataSourceType; url?: string | null; pollInterval: number }
    | undefined,
  sessionTags: readonly string[],
): DataSourceValues {
  if (!source) {
    return {
      ...newObjectBasics(sessionTags),
      sourceType: 'REMOTE',
      url: '',
      pollInterval: String(DEFAULT_POLL_INTERVAL),
    };
  }
  return {
    ...savedObjectBasics(source),
    // Spec 02 §4: the type is Local once a file is attached.
    sourceType: source.type === 'LOCAL' ? 'LOCAL' : 'REMOTE',
    url: source.url ?? '',
    pollInterval: String(source.pollInterval),
  };
}

/** What stops a save, in the service's own words where it has them; undefined when the values can be sent. */
export function dataSourceProblem(values: DataSourceValues): string | undefined {
  if (!values.name.trim()) return DATA_SOURCE_MESSAGES.nameEmpty;
  if (values.sourceType === 'LOCAL') return undefined;
  const url = values.url.trim();
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) return DATA_SOURCE_MESSAGES.urlNeeded;
  const interval = Number(values.pollInterval);
  if (!Number.isInteger(interval) || interval < MIN_POLL_INTERVAL || interval > MAX_POLL_INTERVAL) {
    return POLL_INTERVAL_MESSAGE;
  }
  return undefined;
}

/**
 * The saved fields (spec 02 §5): a local type sends no url, which the service clears; the file fields are never
 * sent (uploads change them). The poll interval only matters to a remote source, so a local one keeps its own.
 */
export function dataSourceInput(values: DataSourceValues): CreateDataSourceInput & UpdateDataSourceInput {
  const common = { ...objectBasicsInput(values), sourceType: values.sourceType };
  if (values.sourceType === 'LOCAL') return common;
  return { ...common, url: values.url.trim(), pollInterval: Number(values.pollInterval) };
}

/** A new local source's fields as the REST service takes them, sent beside its file (the `json` part). */
export function restCreateFields(values: DataSourceValues): Record<string, unknown> {
  return { ...objectBasicsInput(values), source_type: 'local' };
}
