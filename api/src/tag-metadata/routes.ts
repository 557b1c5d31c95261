import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tagMetadataOperations as op } from '@signage/contract/tag-metadata';
import { TAG_METADATA_MESSAGES, type TagMetadataCategory } from '@signage/domain/tag-metadata/tag-metadata';
import { requirePermission } from '../auth/guard.ts';
import { changedColumns } from '../kit/changed-columns.ts';
import { answeredReadRoutes } from '../kit/paged-route.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { tagsOfNew, tagsToStore, writeVisible } from '../kit/tagged-write.ts';
import { tagsForCreate } from '../kit/tags.ts';
import { descriptionToStore, jsonToStore } from './check.ts';
import { EDIT_TAG_METADATA, type TagMetadataContext, VIEW_TAG_METADATA } from './context.ts';
import { desiredStatuses, reconcileDesiredStates } from './desired-state.ts';
import { desiredStateRoutes } from './desired-state-routes.ts';
import { deviceTagMetadataRoutes } from './device-routes.ts';
import { toTagMetadataJson } from './json.ts';
import {
  affectedDevices,
  devicesForReach,
  editReach,
  linkedCounts,
  recordsOf,
  winnersOf,
  winnersOfRecord,
} from './reach.ts';
import { findTagMetadata, listTagMetadata, TAG_METADATA_AREA } from './repository.ts';
import { tagMetadataSearchArea } from './search-area.ts';

/** Tag metadata (spec 02 §7): trading hours and device settings records, and which devices they reach. */
export const tagMetadataRoutes: FastifyPluginAsyncTypebox<TagMetadataContext> = async (app, ctx) => {
  const { db, tagRegistry } = ctx;
  tagRegistry.register(TAG_METADATA_AREA, tagMetadataSearchArea(ctx));
  await app.register(deviceTagMetadataRoutes, ctx);
  await app.register(desiredStateRoutes, ctx);
  /** The devices a write changed get the next version of their desired state (the gateway pushes it to them). */
  const reconcile = async (affected: number[]) => {
    await reconcileDesiredStates(db, ctx.displayTimeZone, affected);
    return affected;
  };

  await app.register(
    signedInRoutes(async (operator) => {
      // The list and a get answer their rows through the same linked counts, computed once per page.
      const find = answeredReadRoutes(
        operator,
        { list: op.listTagMetadata, get: op.getTagMetadata },
        {
          key: 'tag_metadata',
          permissions: VIEW_TAG_METADATA,
          page: (query, filter, paging) => listTagMetadata(ctx, { ...filter, categories: query.categories }, paging),
          find: (id, forcedTags) => findTagMetadata(ctx, id, forcedTags),
          /** Rows as answered, each with the devices (among those the caller sees) that get it now. */
          answers: async (rows, forcedTags) => {
            if (rows.length === 0) return [];
            const categories = [...new Set(rows.map((r) => r.category as TagMetadataCategory))];
            const [devices, records] = await Promise.all([devicesForReach(db, forcedTags), recordsOf(db, categories)]);
            const linked = linkedCounts(devices, records, await desiredStatuses(db, devices));
            return rows.map((row) => toTagMetadataJson(row, linked));
          },
        },
      );

      operator.route({
        ...endpoint(op.createTagMetadata),
        handler: async (request, reply) => {
          const user = requirePermission(request, ...EDIT_TAG_METADATA);
          const { category, json, description, tags } = request.body;
          const before = await winnersOf(db, category);
          const id = await db.transaction().execute(async (trx) => {
            const row = await trx
              .insertInto('tag_metadata')
              .values({
                category,
                description: descriptionToStore(description) ?? '',
                json: await jsonToStore(trx, category, json),
                tags: await tagsOfNew(trx, tags, user.forced_tags),
                created_by: user.user_id,
              })
              .returning('tagmetadata_id')
              .executeTakeFirstOrThrow();
            return row.tagmetadata_id;
          });
          tagRegistry.invalidate();
          // Reconciled first: the answer's roll-out counts the new versions, pending until the players answer.
          const affected_device_ids = await reconcile(affectedDevices(before, await winnersOf(db, category)));
          const saved = await find(id, []);
          return reply
            .status(201)
            .send({ msg: TAG_METADATA_MESSAGES[category].created, tag_metadata: saved, affected_device_ids });
        },
      });

      operator.route({
        ...endpoint(op.updateTagMetadata),
        handler: async (request) => {
          const user = requirePermission(request, ...EDIT_TAG_METADATA);
          const { id } = request.params;
          const { json, description, tags } = request.body;
          const before = await winnersOfRecord(db, id);
          const category = await writeVisible(db, TAG_METADATA_AREA, id, user.forced_tags, async (trx) => {
            const { category } = await trx
              .selectFrom('tag_metadata')
              .select('category')
              .where('tagmetadata_id', '=', id)
              .executeTakeFirstOrThrow();
            const cat = category as TagMetadataCategory;
            const newTags = await tagsToStore(trx, tags, user.forced_tags);
            const newDescription = descriptionToStore(description);
            await trx
              .updateTable('tag_metadata')
              .set(
                changedColumns({
                  json: json === undefined ? undefined : await jsonToStore(trx, cat, json),
                  description: newDescription,
                  tags: newTags,
                }),
              )
              .where('tagmetadata_id', '=', id)
              .execute();
            return cat;
          });
          tagRegistry.invalidate();
          const affected_device_ids = await reconcile(affectedDevices(before, await winnersOf(db, category), id));
          return {
            msg: TAG_METADATA_MESSAGES[category].updated,
            tag_metadata: await find(id, user.forced_tags),
            affected_device_ids,
          };
        },
      });

      operator.route({
        ...endpoint(op.deleteTagMetadata),
        handler: async (request) => {
          const user = requirePermission(request, ...EDIT_TAG_METADATA);
          const { id } = request.params;
          const before = await winnersOfRecord(db, id);
          const category = await writeVisible(db, TAG_METADATA_AREA, id, user.forced_tags, async (trx) => {
            const row = await trx
              .deleteFrom('tag_metadata')
              .where('tagmetadata_id', '=', id)
              .returning('category')
              .executeTakeFirstOrThrow();
            return row.category as TagMetadataCategory;
          });
          const affected_device_ids = await reconcile(affectedDevices(before, await winnersOf(db, category)));
          return { msg: TAG_METADATA_MESSAGES[category].deleted, tagmetadata_id: id, affected_device_ids };
        },
      });

      operator.route({
        ...endpoint(op.tagMetadataReach),
        handler: async (request) => {
          const user = requirePermission(request, ...VIEW_TAG_METADATA);
          const { category, tags = [], tagmetadata_id } = request.query;
          const [devices, records] = await Promise.all([
            devicesForReach(db, user.forced_tags),
            recordsOf(db, [category]),
          ]);
          // The record as it would be saved: the caller's forced tags added, its id kept (or a new, newest one).
          const edited = {
            id: tagmetadata_id ?? Number.MAX_SAFE_INTEGER,
            category,
            tags: tagsForCreate(tags, user.forced_tags),
            json: null,
          };
          const { linked, reached, affected } = editReach(devices, records, edited);
          return { linked_device_count: linked, reached_device_count: reached, affected_device_count: affected };
        },
      });
    }),
    ctx,
  );
};
