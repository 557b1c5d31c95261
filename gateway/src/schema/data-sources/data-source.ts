import type { DataSource as RestDataSource } from '@signage/contract/data-sources';
import type { DataSourceType as DataSourceKind } from '@signage/domain/data-sources/data-source';
import { builder } from '../../builder.ts';
import { describedEnumValues } from '../enum-values.ts';
import { restKeys } from '../rest-keys.ts';
import { taggedRecord } from '../tagged-record.ts';
import { DataSourceFileType } from './data-source-file.ts';

export const DataSourceTypeEnum = builder.enumType('DataSourceType', {
  description: 'Derived (spec 02 §4): Local once a file is attached, else External URL.',
  values: describedEnumValues<DataSourceKind>({
    Local: 'Shown as Local: its CSV was uploaded.',
    'External URL': 'Shown as External URL: polled from its url.',
  }),
});

type LastPoll = NonNullable<RestDataSource['last_poll']>;
const DataSourcePollType = builder.objectRef<LastPoll>('DataSourcePoll').implement({
  description: "The outcome of a data source's last poll of its url: why a source is stale.",
  fields: (t) => ({
    at: t.field({ type: 'DateTime', resolve: (p) => p.at }),
    ok: t.exposeBoolean('ok'),
    error: t.string({ nullable: true, description: 'What went wrong, when not ok.', resolve: (p) => p.error }),
  }),
});

/** Data sources load through one batched REST call per GraphQL request (the list's ids filter). */
export const DataSourceType = taggedRecord('DataSource', {
  description:
    'A CSV with a header row and a Key column (spec 02 §3), polled from a url or uploaded. Upload its CSV with `PUT /api/data_sources/{id}` as multipart/form-data, one part named `file`, and the bearer token: 200 when stored (the source turns Local), 422 with `msg` for a file that is not CSV or has no Key column.',
  list: { path: '/data_sources/', key: 'data_sources', id: 'data_source_id', noun: 'Data Source' },
  fields: (t) => ({
    type: t.expose('type', { type: DataSourceTypeEnum }),
    url: t.exposeString('url', {
      nullable: true,
      description: 'Where an External URL source is polled from; null for Local.',
    }),
    pollInterval: t.exposeInt('poll_interval', { description: 'Seconds between polls of the url (default 3600).' }),
    uploadPath: t.string({
      description:
        'Where its CSV is uploaded (not through GraphQL): PUT multipart/form-data with one part named `file`, bearer token in Authorization; 200 when stored, 422 with `msg` for a file that is not CSV or has no Key column. Streamed through the gateway to the REST service.',
      extensions: restKeys('data_source_id'),
      resolve: (s) => `/api/data_sources/${s.data_source_id}`,
    }),
    files: t.expose('data_source_files', { type: [DataSourceFileType], description: 'Its kept files, newest first.' }),
    currentFile: t.field({
      type: DataSourceFileType,
      nullable: true,
      description:
        'The file data links resolve against and the editor previews: the uploaded file of a Local source, else the newest copy polled from the url; null before either.',
      extensions: restKeys('latest_data_source_file'),
      resolve: (s) => s.latest_data_source_file?.data_source_file_id ?? null,
    }),
    lastPoll: t.expose('last_poll', {
      type: DataSourcePollType,
      nullable: true,
      description: "The last poll's outcome; null before the first.",
    }),
    nextPollAt: t.expose('next_poll_at', {
      type: 'DateTime',
      nullable: true,
      description: 'When the url is polled next; null for Local.',
    }),
  }),
});
