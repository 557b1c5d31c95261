import {
  DATA_SOURCE_TYPES,
  DEFAULT_DATA_SOURCE_PAGE_SIZE,
  DEFAULT_POLL_INTERVAL,
  MAX_DATA_LINKS_PER_CALL,
  MAX_POLL_INTERVAL,
  MIN_POLL_INTERVAL,
  SOURCE_TYPE_CHOICES,
} from '@signage/domain/data-sources/data-source';
import { type Static, Type } from 'typebox';
import { areaOperations, bearerOperations } from './area-operations.ts';
import {
  bearerOrSignedLink,
  csvAnswer,
  DateTime,
  errorAnswer,
  IdParams,
  IdsQuery,
  jsonOrMultipartBody,
  MAX_LIST_IDS,
  PagedList,
  PageInfo,
  pagingQuery,
  player,
  playerErrorResponses,
  signedLinkQuery,
  Tag,
  taggedPagedQuery,
  timestamps,
} from './common.ts';
import { Nullable, Query, Ref, StringEnum } from './schema.ts';

const tags = ['data sources'];
const FileRef = Type.Object(
  { data_source_file_id: Type.Integer() },
  { description: 'The uploaded file of a Local source.' },
);

export const DataSource = Type.Object(
  {
    data_source_id: Type.Integer(),
    name: Type.String(),
    tags: Type.Array(Ref(Tag)),
    url: Nullable(Type.String({ description: 'Where an External URL source is polled from; null for Local.' })),
    poll_interval: Type.Integer({ description: 'Seconds between polls of the url.' }),
    type: StringEnum(DATA_SOURCE_TYPES, { description: 'Derived: Local once a current file exists.' }),
    ...timestamps,
    current_data_source_file: Nullable(FileRef),
    data_source_files: Type.Array(Type.Integer(), { description: 'Ids of its kept files, newest first.' }),
    latest_data_source_file: Nullable(
      Type.Object(
        { data_source_file_id: Type.Integer(), date_created: DateTime, download_url: Type.String() },
        { description: 'The file data links resolve against: the current file, else the newest polled copy.' },
      ),
    ),
    last_poll: Nullable(
      Type.Object(
        { at: DateTime, ok: Type.Boolean(), error: Nullable(Type.String()) },
        { description: "The last poll's outcome; null before the first." },
      ),
    ),
    next_poll_at: Nullable(DateTime),
  },
  { $id: 'DataSource', description: 'A data source (spec 02 §3): a CSV with a header row and a Key column.' },
);
export type DataSource = Static<typeof DataSource>;

export const DataSourceFile = Type.Object(
  {
    data_source_file_id: Type.Integer(),
    data_source_id: Type.Integer(),
    date_created: DateTime,
    download_url: Type.String({ description: 'Signed, expiring link to the CSV: no token needed.' }),
    origin: StringEnum(['upload', 'poll']),
    original_name: Nullable(Type.String()),
    size: Type.Integer({ description: 'Bytes.' }),
    row_count: Type.Integer({ description: 'Rows below the header.' }),
  },
  { $id: 'DataSourceFile', description: 'Data source file info (spec 02 §3).' },
);
export type DataSourceFile = Static<typeof DataSourceFile>;

const fields = {
  name: Type.String({ minLength: 1, maxLength: 255 }),
  tags: Type.Array(Type.String(), { description: "Replaces the tags; the caller's forced tags stay." }),
  url: Nullable(Type.String({ maxLength: 2048, description: 'http:// or https:// address of the CSV.' })),
  poll_interval: Type.Integer({ minimum: MIN_POLL_INTERVAL, maximum: MAX_POLL_INTERVAL }),
  source_type: StringEnum(SOURCE_TYPE_CHOICES, {
    description: 'remote: polled from url (clears the current file); local: uploaded (clears the url).',
  }),
};
const ignored = Type.Optional(Type.Unknown({ description: 'Ignored: set by uploads and polls.' }));

export const DataSourceCreate = Type.Object(
  {
    name: fields.name,
    tags: Type.Optional(fields.tags),
    url: Type.Optional(fields.url),
    poll_interval: Type.Optional(
      Type.Integer({ minimum: MIN_POLL_INTERVAL, maximum: MAX_POLL_INTERVAL, default: DEFAULT_POLL_INTERVAL }),
    ),
    source_type: Type.Optional(fields.source_type),
  },
  { additionalProperties: false },
);
export type DataSourceCreate = Static<typeof DataSourceCreate>;

export const DataSourceUpdate = Type.Object(
  {
    name: Type.Optional(fields.name),
    tags: Type.Optional(fields.tags),
    url: Type.Optional(fields.url),
    poll_interval: Type.Optional(fields.poll_interval),
    source_type: Type.Optional(fields.source_type),
    current_data_source_file: ignored,
    data_source_files: ignored,
  },
  { additionalProperties: false },
);
export type DataSourceUpdate = Static<typeof DataSourceUpdate>;

export const DataLinkValues = Type.Object(
  { values: Type.Array(Type.String({ maxLength: 1024 }), { maxItems: MAX_DATA_LINKS_PER_CALL }) },
  { additionalProperties: false },
);

export const DataLinkResults = Type.Object(
  {
    results: Type.Array(
      Type.Object({
        value: Type.String(),
        ok: Type.Boolean(),
        text: Nullable(Type.String({ description: 'The cell, when ok.' })),
        problem: Nullable(StringEnum(['invalid', 'source', 'file', 'row', 'column'])),
        message: Nullable(Type.String({ description: 'Why there is no cell.' })),
      }),
      { description: 'One per value, in order.' },
    ),
  },
  { description: 'The cells the values name.' },
);
export type DataLinkResults = Static<typeof DataLinkResults>;

const SignedQuery = Query(signedLinkQuery('From download_url.'));
const answer = (description: string) => Ref(DataSource, { description });

export const dataSourceOperations = bearerOperations(tags, {
  listDataSources: {
    method: 'GET',
    path: '/data_sources/',
    summary: 'Data sources, newest first, paged; free text matches name, url and tags. Forced tags always apply.',
    querystring: taggedPagedQuery(DEFAULT_DATA_SOURCE_PAGE_SIZE),
    response: {
      200: PagedList('data_sources', DataSource, 'One page of data sources.'),
    },
  },
  getDataSource: {
    method: 'GET',
    path: '/data_sources/{id}',
    summary: 'One data source.',
    params: IdParams,
    response: { 200: answer('The data source.') },
  },
  createDataSource: {
    method: 'POST',
    path: '/data_sources/',
    summary: `Create a data source. A remote one needs a url and is polled every poll_interval seconds (default ${DEFAULT_POLL_INTERVAL}); a local one gets its file by PUT multipart, or with the create itself: multipart/form-data with a \`json\` part holding the fields and a \`file\` part, stored in one transaction (422 with msg and nothing saved when the file is refused).`,
    body: jsonOrMultipartBody(
      DataSourceCreate,
      'A `json` part with the fields above (a local source) and one `file` part: a CSV with a Key column.',
    ),
    response: { 201: answer('Created.') },
  },
  updateDataSource: {
    method: 'PUT',
    path: '/data_sources/{id}',
    summary:
      'Update (JSON: a local source_type clears the url, file fields are ignored), or upload its CSV (multipart/form-data, one `file` part; 200 when stored, 422 with msg for a file that is not CSV or has no Key column). An upload makes the source Local.',
    params: IdParams,
    body: jsonOrMultipartBody(DataSourceUpdate, 'One `file` part: a CSV with a header row and a Key column.'),
    response: { 200: answer('The data source as saved.') },
  },
  deleteDataSource: {
    method: 'DELETE',
    path: '/data_sources/{id}',
    summary: 'Delete a data source and its files.',
    params: IdParams,
    response: { 200: Type.Object({ msg: Type.String(), data_source_id: Type.Integer() }, { description: 'Deleted.' }) },
  },
  downloadDataSourceCsv: {
    method: 'GET',
    path: '/data_sources/{id}/csv',
    summary: 'The CSV data links resolve against: the current file, or the newest copy polled from the url.',
    params: IdParams,
    response: { 200: csvAnswer('The CSV.') },
  },
  getDataSourceFile: {
    method: 'GET',
    path: '/data_sources/files/{id}',
    summary: 'Data source file info, with a signed download_url.',
    params: IdParams,
    response: { 200: Ref(DataSourceFile, { description: 'The file info.' }) },
  },
  listDataSourceFiles: {
    method: 'GET',
    path: '/data_sources/files/',
    summary: `Data source file info of several files at once (up to ${MAX_LIST_IDS} ids), each with a signed download_url; files of sources the caller may not see are left out.`,
    querystring: IdsQuery,
    response: {
      200: Type.Object(
        { data_source_files: Type.Array(Ref(DataSourceFile)) },
        { description: 'The files found, newest first.' },
      ),
    },
  },
  getDataSourceFileRows: {
    method: 'GET',
    path: '/data_sources/files/{id}/rows',
    summary: 'A page of the parsed rows of a file, for a preview: the header, the Key column index and the rows.',
    params: IdParams,
    querystring: Query(pagingQuery(DEFAULT_DATA_SOURCE_PAGE_SIZE)),
    response: {
      200: Type.Object(
        {
          data_source_file_id: Type.Integer(),
          columns: Type.Array(Type.String()),
          key_column: Type.Integer(),
          rows: Type.Array(Type.Array(Type.String())),
          page_info: Ref(PageInfo),
        },
        { description: 'One page of rows.' },
      ),
    },
  },
  downloadDataSourceFile: {
    method: 'GET',
    path: '/data_sources/files/{id}/download',
    summary: 'The CSV of a file. Send the bearer token, or use the signed download_url.',
    security: bearerOrSignedLink,
    params: IdParams,
    querystring: SignedQuery,
    response: { 200: csvAnswer('The CSV.') },
  },
  resolveDataLinks: {
    method: 'POST',
    path: '/data_sources/resolve',
    summary: `Resolve data-link values ({data source id}:{row key}:{column index}), up to ${MAX_DATA_LINKS_PER_CALL}: each answers its cell, or which part is missing. Sources the caller may not see count as missing.`,
    body: DataLinkValues,
    response: { 200: DataLinkResults },
  },
});

/** Data links as players resolve them, filed with the other player calls. */
export const dataSourcePlayerOperations = areaOperations(['players'], {
  resolvePlayerDataLinks: {
    method: 'POST',
    path: '/players/data_links/resolve',
    summary: `A player resolves the data-link values of its layouts' data-backed texts, up to ${MAX_DATA_LINKS_PER_CALL} per call, against the current file of each source. Activated players only.`,
    security: player,
    body: DataLinkValues,
    response: {
      200: DataLinkResults,
      403: errorAnswer('The player is not activated yet.'),
      ...playerErrorResponses,
    },
  },
});
