import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dataSourceOperations as op } from '@signage/contract/data-sources';
import { neutraliseCsv } from '@signage/domain/csv-export';
import { notFoundMessage } from '@signage/domain/messages';
import type { FastifyReply } from 'fastify';
import { requirePermission } from '../auth/guard.ts';
import { notFound } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { fileCaller } from '../media/file-caller.ts';
import { type DataSourceContext, sourceNotFound, VIEW_DATA_SOURCES } from './context.ts';
import { toDataSourceFileJson } from './json.ts';
import { dataSourceWhere } from './repository.ts';

const fileNotFound = (id: number) => notFound(notFoundMessage('Data Source file', id));

/** File info, a preview of its rows, and its CSV: by bearer token, or (the CSV) by signed download_url. */
export const dataSourceFileRoutes: FastifyPluginAsyncTypebox<DataSourceContext> = async (app, ctx) => {
  const { db, signer } = ctx;

  /** Files of the sources the caller may see (forced tags); the content is selected only where needed. */
  const files = (forcedTags: readonly string[]) =>
    db
      .selectFrom('data_source_files')
      .innerJoin('data_sources', 'data_sources.data_source_id', 'data_source_files.data_source_id')
      .select([
        'data_source_files.data_source_file_id',
        'data_source_files.data_source_id',
        'data_source_files.date_created',
        'data_source_files.origin',
        'data_source_files.original_name',
        'data_source_files.size',
        'data_source_files.row_count',
      ])
      .where(dataSourceWhere({ forcedTags }));
  const file = (id: number, forcedTags: readonly string[]) =>
    files(forcedTags).where('data_source_files.data_source_file_id', '=', id);

  // Whoever downloads a file opens it in a spreadsheet: its cells are neutralised (domain/csv-export.ts).
  const sendCsv = (reply: FastifyReply, name: string, content: string) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, max-age=3600')
      .send(neutraliseCsv(content));

  /** The forced tags that limit this caller, or [] for a valid signature. */
  const downloadCaller = fileCaller(ctx, VIEW_DATA_SOURCES, 'Sign in, or use the signed download_url of the file.');

  app.route({
    ...endpoint(op.downloadDataSourceFile),
    handler: async (request, reply) => {
      const { id } = request.params;
      const forcedTags = await downloadCaller(request, request.query.expires, request.query.signature);
      const row = await file(id, forcedTags).select('data_source_files.content').executeTakeFirst();
      if (!row) throw fileNotFound(id);
      return sendCsv(reply, row.original_name ?? `data-source-${row.data_source_id}-${id}.csv`, row.content);
    },
  });

  await app.register(
    signedInRoutes<DataSourceContext>(async (authed) => {
      authed.route({
        ...endpoint(op.getDataSourceFile),
        handler: async (request) => {
          const user = requirePermission(request, ...VIEW_DATA_SOURCES);
          const row = await file(request.params.id, user.forced_tags).executeTakeFirst();
          if (!row) throw fileNotFound(request.params.id);
          return toDataSourceFileJson(row, signer);
        },
      });

      authed.route({
        ...endpoint(op.listDataSourceFiles),
        handler: async (request) => {
          const user = requirePermission(request, ...VIEW_DATA_SOURCES);
          // One query for a whole page of sources' files (the gateway's batched file loader).
          const rows = await files(user.forced_tags)
            .where('data_source_files.data_source_file_id', 'in', request.query.ids)
            .orderBy('data_source_files.data_source_file_id', 'desc')
            .execute();
          return { data_source_files: rows.map((row) => toDataSourceFileJson(row, signer)) };
        },
      });

      authed.route({
        ...endpoint(op.getDataSourceFileRows),
        handler: async (request) => {
          const user = requirePermission(request, ...VIEW_DATA_SOURCES);
          const { id } = request.params;
          const row = await file(id, user.forced_tags).executeTakeFirst();
          const table = row && (await ctx.tables.tables([id])).get(id);
          if (!table) throw fileNotFound(id);
          const page = request.query.current_page ?? 1;
          const pageSize = request.query.page_size ?? 25;
          return {
            data_source_file_id: id,
            columns: [...table.columns],
            key_column: table.keyColumn,
            rows: table.rows.slice((page - 1) * pageSize, page * pageSize).map((r) => [...r]),
            page_info: { current_page: page, page_size: pageSize, total_items: table.rows.length },
          };
        },
      });

      authed.route({
        ...endpoint(op.downloadDataSourceCsv),
        handler: async (request, reply) => {
          const user = requirePermission(request, ...VIEW_DATA_SOURCES);
          const { id } = request.params;
          const source = await db
            .selectFrom('data_sources')
            .select(['data_sources.data_source_id', 'data_sources.name', 'data_sources.current_data_source_file_id'])
            .where('data_sources.data_source_id', '=', id)
            .where(dataSourceWhere({ forcedTags: user.forced_tags }))
            .executeTakeFirst();
          if (!source) throw sourceNotFound(id);
          // The current file of a Local source, else the newest copy polled from the url.
          const row = await db
            .selectFrom('data_source_files')
            .select(['content', 'original_name'])
            .where('data_source_id', '=', id)
            .$if(source.current_data_source_file_id !== null, (q) =>
              q.where('data_source_file_id', '=', source.current_data_source_file_id!),
            )
            .orderBy('data_source_file_id', 'desc')
            .limit(1)
            .executeTakeFirst();
          if (!row) throw notFound(`Data Source ${id} has no file yet: upload one, or wait for its url to be polled.`);
          return sendCsv(reply, row.original_name ?? `${source.name}.csv`, row.content);
        },
      });
    }),
    ctx,
  );
};
