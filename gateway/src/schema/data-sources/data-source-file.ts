import { DEFAULT_DATA_SOURCE_PAGE_SIZE } from '@signage/domain/data-sources/data-source';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import type { RestAnswer } from '../../rest/client.ts';
import { loadableRecord } from '../load-by-ids.ts';
import { oncePerRequest } from '../once-per-request.ts';
import { INTEGRATOR_MAX_PAGE_SIZE, PageInfoType, restPaging } from '../paging.ts';
import { signedLinkField } from '../record-fields.ts';

type RowsAnswer = RestAnswer<'GET', '/data_sources/files/{id}/rows'>;

const ROW_PAGE_SIZES = {
  defaultSize: DEFAULT_DATA_SOURCE_PAGE_SIZE,
  maxSize: INTEGRATOR_MAX_PAGE_SIZE,
  description: 'The editor previews 25 rows a page; integrators may ask for up to 1000.',
};

/**
 * One GraphQL request's row pages by file and paging: `columns` and a `rows` page with the default paging share
 * one REST call.
 */
const rowPages = oncePerRequest<string, RowsAnswer>();
const rowPage = (ctx: Context, fileId: number, paging: { current_page: number; page_size: number }) =>
  rowPages(ctx, `${fileId}:${paging.current_page}:${paging.page_size}`, () =>
    ctx.rest.get('/data_sources/files/{id}/rows', { params: { id: fileId }, query: paging }),
  );

const DataSourceRowPageType = builder.objectRef<RowsAnswer>('DataSourceRowPage').implement({
  description: "A page of a data source file's parsed rows (below the header row).",
  fields: (t) => ({
    columns: t.stringList({ description: 'The header row.', resolve: (p) => p.columns }),
    keyColumn: t.exposeInt('key_column', { description: 'Index of the Key column in `columns`.' }),
    items: t.field({
      type: t.listRef(t.listRef('String')),
      description: 'The rows, each a list of cells in column order; a short (ragged) row has fewer cells.',
      resolve: (p) => p.rows,
    }),
    pageInfo: t.field({ type: PageInfoType, resolve: (p) => p.page_info }),
  }),
});

/** Data source file info (spec 02 §3); files load through one batched REST call per GraphQL request. */
export const DataSourceFileType = loadableRecord('DataSourceFile', {
  description: 'A CSV a data source holds: uploaded, or polled from its url (spec 02 §3 "Data source file info").',
  list: {
    path: '/data_sources/files/',
    key: 'data_source_files',
    id: 'data_source_file_id',
    noun: 'Data Source file',
    paged: false,
  },
  fields: (t) => ({
    dateCreated: t.field({ type: 'DateTime', resolve: (f) => f.date_created }),
    downloadUrl: signedLinkField(
      t,
      'Absolute signed link to the CSV, valid for an hour; no token needed.',
      'download_url',
    ),
    uploaded: t.boolean({
      description: 'Uploaded (true) or polled from the url.',
      resolve: (f) => f.origin === 'upload',
    }),
    originalName: t.string({ nullable: true, description: 'The uploaded file name.', resolve: (f) => f.original_name }),
    size: t.int({ description: 'Bytes.', resolve: (f) => f.size }),
    rowCount: t.int({ description: 'Rows below the header row.', resolve: (f) => f.row_count }),
    columns: t.stringList({
      description: 'The header row.',
      resolve: async (f, _args, ctx) =>
        (await rowPage(ctx, f.data_source_file_id, restPaging({}, ROW_PAGE_SIZES))).columns,
    }),
    rows: t.field({
      type: DataSourceRowPageType,
      description: 'A page of the parsed rows, for a preview.',
      args: {
        page: t.arg.int({ defaultValue: 1 }),
        pageSize: t.arg.int({ defaultValue: ROW_PAGE_SIZES.defaultSize, description: ROW_PAGE_SIZES.description }),
      },
      resolve: (f, args, ctx) => rowPage(ctx, f.data_source_file_id, restPaging(args, ROW_PAGE_SIZES)),
    }),
  }),
});
