import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type DataLinkResults,
  dataSourcePlayerOperations,
  dataSourceOperations as op,
} from '@signage/contract/data-sources';
import { parseDataLink } from '@signage/domain/data-sources/data-link';
import { resolveDataLink } from '@signage/domain/data-sources/resolve';
import { requirePermission } from '../auth/guard.ts';
import { playerOf, playerRoutes } from '../devices/player-auth.ts';
import { normalDataLink, reachedDataLinks } from '../devices/player-reach.ts';
import { forbidden } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { type DataSourceContext, VIEW_DATA_SOURCES } from './context.ts';

/** Resolves data-link values against the tables of the sources visible with `forcedTags`. */
export async function resolveValues(
  ctx: Pick<DataSourceContext, 'tables'>,
  values: readonly string[],
  forcedTags: readonly string[],
): Promise<DataLinkResults> {
  const sourceIds = values.flatMap((value) => parseDataLink(value)?.dataSourceId ?? []);
  const tableOf = await ctx.tables.tablesOf(sourceIds, forcedTags);
  return {
    results: values.map((value) => {
      const result = resolveDataLink(value, tableOf);
      return result.ok
        ? { value, ok: true, text: result.text, problem: null, message: null }
        : { value, ok: false, text: null, problem: result.problem, message: result.message };
    }),
  };
}

/**
 * Data-link resolution: for the console and integrators (bearer; sources they may not see count as missing)
 * and for players (only the data-backed texts of the layouts their schedules reach: player-reach.ts).
 */
const notShown = (value: string) =>
  `Data source ${parseDataLink(value)?.dataSourceId} is not shown by a layout scheduled for this player.`;

export const dataSourceResolveRoutes: FastifyPluginAsyncTypebox<DataSourceContext> = async (app, ctx) => {
  await app.register(
    signedInRoutes<DataSourceContext>(async (authed) => {
      authed.route({
        ...endpoint(op.resolveDataLinks),
        handler: async (request) => {
          const user = requirePermission(request, ...VIEW_DATA_SOURCES);
          return resolveValues(ctx, request.body.values, user.forced_tags);
        },
      });
    }),
    ctx,
  );

  // Contact is recorded at most once a minute per player here: a player resolving its texts often must not
  // turn every call into a write (check-in records contact too).
  const touched = new Map<number, number>();
  const CONTACT_EVERY_MS = 60_000;
  await app.register(
    playerRoutes(async (players) => {
      players.route({
        ...endpoint(dataSourcePlayerOperations.resolvePlayerDataLinks),
        handler: async (request) => {
          const player = playerOf(request);
          if (!player.activated) throw forbidden('This player is not activated yet: an operator must enter its key.');
          // Every authenticated player call counts as contact (contract/players.ts).
          const now = Date.now();
          if (now - (touched.get(player.device_id) ?? 0) > CONTACT_EVERY_MS) {
            if (touched.size > 100_000) touched.clear();
            touched.set(player.device_id, now);
            await ctx.db
              .updateTable('devices')
              .set({ last_contact: new Date(now), contact_ip_address: request.ip })
              .where('device_id', '=', player.device_id)
              .execute();
          }
          // A player resolves only the texts of the layouts its schedules reach; other values answer as missing.
          const reached = await reachedDataLinks(ctx.db, player.device_id);
          const { values } = request.body;
          const shown = values.filter((value) => {
            const link = normalDataLink(value);
            return link === undefined || reached.has(link);
          });
          const answers = new Map((await resolveValues(ctx, shown, [])).results.map((r) => [r.value, r]));
          return {
            results: values.map(
              (value) =>
                answers.get(value) ?? {
                  value,
                  ok: false,
                  text: null,
                  problem: 'source' as const,
                  message: notShown(value),
                },
            ),
          };
        },
      });
    }),
    ctx,
  );
};
