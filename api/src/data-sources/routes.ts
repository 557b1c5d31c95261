import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type DataSourceUpdate, dataSourceOperations as op } from '@signage/contract/data-sources';
import { DATA_SOURCE_MESSAGES } from '@signage/domain/data-sources/data-source';
import { requirePermission } from '../auth/guard.ts';
import { unprocessable } from '../errors.ts';
import { changedColumns } from '../kit/changed-columns.ts';
import { deleteRoute } from '../kit/delete-route.ts';
import { pagedListRoute } from '../kit/paged-route.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { tagsToStore, writeVisible } from '../kit/tagged-write.ts';
import { type DataSourceContext, dataSourceAnswer, EDIT_DATA_SOURCES, VIEW_DATA_SOURCES } from './context.ts';
import { insertDataSource, readCreate } from './create.ts';
import { dataSourceFileRoutes } from './file-routes.ts';
import { toDataSourceJson } from './json.ts';
import { DATA_SOURCE_AREA, keptFiles, listDataSources } from './repository.ts';
import { dataSourceResolveRoutes } from './resolve-routes.ts';
import { receiveUpload, storeUpload } from './upload.ts';
import { pollingChange } from './write-rules.ts';

/** Data sources (spec 02 §7 "Data sources", spec 01 §7 GET /data_sources/...). */
const dataSourceRoutes = signedInRoutes<DataSourceContext>(async (app, ctx) => {
  const { db, signer } = ctx;
  ctx.tagRegistry.register(DATA_SOURCE_AREA);

  pagedListRoute(app, op.listDataSources, {
    key: 'data_sources',
    permissions: VIEW_DATA_SOURCES,
    list: async (_query, filter, paging) => {
      const page = await listDataSources(ctx, filter, paging);
      // The kept files of the whole page in one query.
      const files = await keptFiles(
        db,
        page.rows.map((r) => r.data_source_id),
      );
      return { ...page, rows: page.rows.map((row) => ({ row, files: files.get(row.data_source_id) ?? [] })) };
    },
    toJson: ({ row, files }) => toDataSourceJson(row, files, signer),
  });

  app.route({
    ...endpoint(op.getDataSource),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW_DATA_SOURCES);
      return dataSourceAnswer(ctx, request.params.id, user.forced_tags);
    },
  });

  app.route({
    ...endpoint(op.createDataSource),
    handler: async (request, reply) => {
      const user = requirePermission(request, ...EDIT_DATA_SOURCES);
      const { body, csv } = await readCreate(ctx, request);
      const { id, fileId } = await db.transaction().execute(async (trx) => {
        const id = await insertDataSource(trx, body, user);
        return { id, fileId: csv && (await storeUpload(trx, id, csv)) };
      });
      if (csv && fileId !== undefined) ctx.tables.stored(id, fileId, csv.table, csv.text.length);
      ctx.tagRegistry.invalidate();
      return reply.status(201).send(await dataSourceAnswer(ctx, id, []));
    },
  });

  app.route({
    ...endpoint(op.updateDataSource),
    handler: async (request) => {
      const user = requirePermission(request, ...EDIT_DATA_SOURCES);
      const { id } = request.params;
      if (request.isMultipart()) {
        await receiveUpload(ctx, request, id, user.forced_tags);
        return dataSourceAnswer(ctx, id, user.forced_tags);
      }
      // current_data_source_file and data_source_files are the service's own: ignored when sent.
      const body = request.body as DataSourceUpdate;
      const name = body.name?.trim();
      if (body.name !== undefined && !name) throw unprocessable(DATA_SOURCE_MESSAGES.nameEmpty);
      await writeVisible(db, DATA_SOURCE_AREA, id, user.forced_tags, async (trx) => {
        const current = await trx
          .selectFrom('data_sources')
          .select(['url', 'poll_interval', 'current_data_source_file_id', 'last_poll_at'])
          .where('data_source_id', '=', id)
          .executeTakeFirstOrThrow();
        const tags = await tagsToStore(trx, body.tags, user.forced_tags);
        await trx
          .updateTable('data_sources')
          .set(changedColumns({ name, tags, ...pollingChange(current, body, new Date()) }))
          .where('data_source_id', '=', id)
          .execute();
      });
      ctx.tagRegistry.invalidate();
      return dataSourceAnswer(ctx, id, user.forced_tags);
    },
  });

  deleteRoute(app, op.deleteDataSource, {
    db,
    area: DATA_SOURCE_AREA,
    permissions: EDIT_DATA_SOURCES,
    answer: (id) => ({ msg: DATA_SOURCE_MESSAGES.deleted, data_source_id: id }),
  });
});

/** Every data source route; each plugin authenticates its own callers (bearer, signed link or player). */
export const dataSourceApi: FastifyPluginAsyncTypebox<DataSourceContext> = async (app, ctx) => {
  await app.register(dataSourceRoutes, ctx);
  await app.register(dataSourceFileRoutes, ctx);
  await app.register(dataSourceResolveRoutes, ctx);
};
