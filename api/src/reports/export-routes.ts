import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reportOperations as op } from '@signage/contract/reports';
import type { Operation } from '@signage/contract/schema';
import { EXPORTS_BUSY, MAX_EXPORTS_PER_USER } from '@signage/domain/reports';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, requirePermission } from '../auth/guard.ts';
import { KeyedGate } from '../auth/keyed-gate.ts';
import type { Sessions } from '../auth/sessions.ts';
import { sendCsv } from '../kit/csv-reply.ts';
import { type ApiApp, endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import type { UrlSigner } from '../media/signing.ts';
import { EVENT_CSV, NETWORK_STATUS_HEADER, sendEventsCsv } from './exports.ts';
import { linkUser } from './link-user.ts';
import { localContact, type NetworkContext, networkDevices } from './network-devices.ts';

export interface ExportContext extends NetworkContext {
  sessions: Sessions;
  signer: UrlSigner;
}

const VIEW_REPORTS = 'view reports' as const;

/** How long an export link works: long enough to click, short enough that a link left in a history is useless. */
export const EXPORT_LINK_TTL_MS = 5 * 60_000;

type EventQuery = Parameters<typeof sendEventsCsv>[3];

/**
 * The CSV exports (proof of play, touch events, network status) and the signed links to them. The console asks
 * for a link with its token, then opens it: the browser saves the file as it streams in, where fetching it with
 * the token meant holding a month's export (100 MB and more) in the page's memory first. A link names its query
 * and its user, so it opens only that export, with that user's forced tags and rights as they are when it opens.
 */
export const reportExportRoutes: FastifyPluginAsyncTypebox<ExportContext> = async (app, ctx) => {
  const { db, signer } = ctx;
  // An export reads every event of its range: a user runs at most MAX_EXPORTS_PER_USER at a time, so one
  // person's clicks (or script) cannot fill the database with exports while everyone else waits.
  const exporting = new KeyedGate<number>(MAX_EXPORTS_PER_USER, EXPORTS_BUSY);

  await app.register(async (files: ApiApp) => {
    const bearer = authenticate(ctx.sessions);
    // A signed link stands in for the token: it is checked before anything else, and speaks for its user.
    files.addHook('onRequest', async (request, reply) => {
      const { user, expires, signature } = request.query as Record<string, unknown>;
      if (signature === undefined && expires === undefined) return bearer(request, reply);
      signer.verifyUrl(request.url, Number(expires), String(signature));
      request.session = { user: await linkUser(db, Number(user)), token: '' };
    });

    const exportEvents = (kind: 'playback' | 'touch', request: FastifyRequest, reply: FastifyReply) => {
      const user = requirePermission(request, VIEW_REPORTS);
      const { leave } = exporting.enter(user.user_id);
      // The place is the export's until its answer is sent or the caller goes away.
      reply.raw.once('close', leave);
      return sendEventsCsv(reply, db, kind, request.query as EventQuery, user.forced_tags);
    };
    files.route({
      ...endpoint(op.exportProofOfPlay),
      handler: async (request, reply) => exportEvents('playback', request, reply),
    });
    files.route({
      ...endpoint(op.exportTouchEvents),
      handler: async (request, reply) => exportEvents('touch', request, reply),
    });
    files.route({
      ...endpoint(op.exportNetworkStatus),
      handler: async (request, reply) => {
        const { forced_tags } = requirePermission(request, VIEW_REPORTS);
        const { q, tags } = request.query;
        const { devices, bucketOf } = await networkDevices(ctx, forced_tags, { q, tags });
        return sendCsv(reply, 'network-status.csv', NETWORK_STATUS_HEADER, devices, (d) => {
          const zone = d.time_zone ?? ctx.displayTimeZone;
          return [
            d.device_id,
            d.name,
            bucketOf(d),
            d.last_contact?.toISOString() ?? '',
            d.last_contact ? localContact(d.last_contact, zone) : '',
            zone,
            d.tags.join(' '),
          ];
        });
      },
    });
  });

  await app.register(
    signedInRoutes(async (links) => {
      /**
       * The link to `file` for the request's query, refused now for what the export would refuse (a range out of
       * bounds, two exports running) so the console can say why instead of the browser's download failing.
       */
      const linkTo = (linkOp: Operation, file: Operation, check?: (query: EventQuery) => unknown) =>
        links.route({
          ...endpoint(linkOp),
          handler: async (request: FastifyRequest) => {
            const user = requirePermission(request, VIEW_REPORTS);
            const query = request.query as EventQuery & Record<string, unknown>;
            check?.(query);
            exporting.assertRoom(user.user_id);
            const params = new URLSearchParams();
            // Only the export's own parameters, from the checked query, in the order the contract names them.
            const names = Object.keys((linkOp.querystring as { properties?: object } | undefined)?.properties ?? {});
            for (const name of names) {
              for (const one of [query[name] ?? []].flat()) params.append(name, String(one));
            }
            params.append('user', String(user.user_id));
            const { url, expires } = signer.signFor(`/api${file.path}?${params}`, EXPORT_LINK_TTL_MS);
            return { url, expires_at: new Date(expires * 1000).toISOString() };
          },
        });
      linkTo(op.getProofOfPlayLink, op.exportProofOfPlay, EVENT_CSV.playback.range);
      linkTo(op.getTouchEventsLink, op.exportTouchEvents, EVENT_CSV.touch.range);
      linkTo(op.getNetworkStatusLink, op.exportNetworkStatus);
    }),
    ctx,
  );
};
