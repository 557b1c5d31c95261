import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tagObjectOperations as op } from '@signage/contract/tag-objects';
import { objectsUpdated, TAG_MANAGER_MESSAGES } from '@signage/domain/tag-manager';
import { sql } from 'kysely';
import { sessionOf } from '../auth/guard.ts';
import { endpoint } from '../kit/route.ts';
import type { AfterCommit } from '../kit/search-area.ts';
import { registerTags } from '../kit/tags.ts';
import type { SearchContext } from './context.ts';
import { devicesGettingOtherwise } from './reach-change.ts';
import { devicesAffected, groupSelection, plannedChanges, selectedRows, tagEditOf, writeTags } from './tag-objects.ts';

/** Devices listed by the impact preview at most. */
const IMPACT_DEVICE_IDS = 100;

/** The tag manager's bulk changes over any registered areas (spec 02 "Tag manager"), each in one transaction. */
export const tagObjectRoutes: FastifyPluginAsyncTypebox<SearchContext> = async (
  app,
  { db, tagRegistry, onDevicesChanged },
) => {
  app.route({
    ...endpoint(op.updateTagObjects),
    handler: async (request) => {
      const { user } = sessionOf(request);
      const groups = groupSelection(tagRegistry, user.permissions, request.body.objects, 'update');
      const edit = tagEditOf(request.body);
      const affected = new Set<number>();
      // One transaction over every area: a failure anywhere leaves every object as it was.
      const written = await db.transaction().execute(async (trx) => {
        const done = [];
        for (const group of groups) {
          const rows = await selectedRows(trx, group, user.forced_tags, true);
          const changes = plannedChanges(rows, edit, user.forced_tags);
          await registerTags(
            trx,
            changes.flatMap((change) => change.tags),
          );
          for (const id of await devicesAffected(trx, group.area, changes, 'update')) affected.add(id);
          await writeTags(trx, group.area, changes);
          await group.area.search.checkTagChanges?.(trx, changes, user);
          done.push({ group, ids: changes.map((change) => change.id) });
        }
        return done;
      });
      tagRegistry.invalidate();
      for (const { group, ids } of written) if (ids.length) group.area.search.changed?.(ids);
      const updated = written.reduce((n, { ids }) => n + ids.length, 0);
      const affectedIds = [...affected].sort((a, b) => a - b);
      // New tags on a device or on a trading hours / settings record change what the device should run with.
      if (affectedIds.length) await onDevicesChanged?.(affectedIds);
      return {
        msg: objectsUpdated(updated),
        updated,
        affected_device_ids: affectedIds,
      };
    },
  });

  app.route({
    ...endpoint(op.deleteTagObjects),
    handler: async (request) => {
      const { user } = sessionOf(request);
      const groups = groupSelection(tagRegistry, user.permissions, request.body.objects, 'delete');
      const afterCommit = await db.transaction().execute(async (trx) => {
        const work: AfterCommit[] = [];
        for (const group of groups) {
          await selectedRows(trx, group, user.forced_tags, true);
          const { area, ids } = group;
          if (area.search.deleteRows) {
            const after = await area.search.deleteRows(trx, ids, user.forced_tags);
            if (after) work.push(after);
          } else {
            await sql`delete from ${sql.table(area.table)} where ${sql.ref(area.id)} in (${sql.join(ids)})`.execute(
              trx,
            );
          }
        }
        return work;
      });
      for (const after of afterCommit) await after();
      for (const group of groups) group.area.search.changed?.(group.ids);
      const deleted = groups.reduce((n, group) => n + group.ids.length, 0);
      return { msg: TAG_MANAGER_MESSAGES.itemsDeleted, deleted };
    },
  });

  app.route({
    ...endpoint(op.previewTagObjects),
    handler: async (request) => {
      const { user } = sessionOf(request);
      const { action } = request.body;
      const groups = groupSelection(tagRegistry, user.permissions, request.body.objects, action);
      const edit = action === 'update' ? tagEditOf(request.body) : undefined;
      const devices = new Set<number>();
      let changed = 0;
      for (const group of groups) {
        const rows = await selectedRows(db, group, user.forced_tags, false);
        const planned = edit && plannedChanges(rows, edit, user.forced_tags);
        const changes = planned || rows.map((r) => ({ id: r.id }));
        changed += changes.length;
        // A device whose tags change counts where it would then get other schedules, settings or trading hours
        // (an update still tells every such device to fetch: that costs a request, a wrong warning costs trust).
        const affected =
          planned && group.area.search.key === 'devices'
            ? await devicesGettingOtherwise(db, planned)
            : await devicesAffected(db, group.area, changes, action);
        for (const id of affected) devices.add(id);
      }
      const deviceIds = [...devices].sort((a, b) => a - b);
      return {
        objects: groups.reduce((n, group) => n + group.ids.length, 0),
        objects_changed: changed,
        devices: deviceIds.length,
        device_ids: deviceIds.slice(0, IMPACT_DEVICE_IDS),
      };
    },
  });
};
