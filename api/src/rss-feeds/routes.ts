import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rssFeedOperations as op } from '@signage/contract/rss-feeds';
import { rssTickerUrl } from '@signage/domain/layouts/elements';
import { RSS_FEED_MESSAGES, rssFeedPath } from '@signage/domain/layouts/rss-feed';
import { MESSAGES } from '@signage/domain/messages';
import { AREA_VIEWERS, hasAnyPermission } from '@signage/domain/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, bearerToken, requirePermission } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { authenticatePlayer, playerCredentials } from '../devices/player-auth.ts';
import { forbidden, HttpError, unauthorized, unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import type { UrlSigner } from '../media/signing.ts';
import { FeedCache, type FeedFetchOptions } from './feed-cache.ts';

export interface RssFeedContext {
  db: Db;
  sessions: Sessions;
  signer: UrlSigner;
  fetch: FeedFetchOptions;
}

/**
 * Feeds are fetched for the RSS widgets of layouts: a signed-in caller needs a layout permission, so a user with
 * none cannot make the server fetch urls for them.
 */
const FEED_USERS = AREA_VIEWERS.layouts;

function checkedUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') throw unprocessable(RSS_FEED_MESSAGES.urlInvalid);
  return url;
}

/**
 * The RSS ticker page's feed call. Players and sandboxed preview frames load the page from another origin (a
 * sandbox without allow-same-origin has origin null), so the answer is readable from any origin; it carries no
 * cookie-based rights: the caller proves itself with a bearer token, its player credentials or a signed link.
 */
export const rssFeedRoutes: FastifyPluginAsyncTypebox<RssFeedContext> = async (app, ctx) => {
  const feeds = new FeedCache(ctx.fetch);
  const asPlayer = authenticatePlayer(ctx.db);

  async function admit(request: FastifyRequest, reply: FastifyReply, url: string, expires?: number, sig?: string) {
    if (sig !== undefined || expires !== undefined) {
      if (sig === undefined || expires === undefined || !ctx.signer.verify(rssFeedPath(url), expires, sig)) {
        throw forbidden(RSS_FEED_MESSAGES.linkInvalid);
      }
      return;
    }
    if (playerCredentials(request.headers.authorization)) {
      await asPlayer(request, reply);
      if (!request.player?.activated) throw forbidden(RSS_FEED_MESSAGES.playerNotActivated);
      return;
    }
    const token = bearerToken(request);
    if (!token) throw unauthorized(RSS_FEED_MESSAGES.unauthenticated);
    const user = await ctx.sessions.user(token);
    if (!user) throw unauthorized(MESSAGES.sessionExpired);
    if (!hasAnyPermission(user.permissions, FEED_USERS)) throw forbidden(MESSAGES.forbidden);
  }

  app.route({
    ...endpoint(op.getRssFeed),
    onRequest: async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
    },
    handler: async (request, reply) => {
      const { url, expires, signature } = request.query;
      await admit(request, reply, url, expires, signature);
      const result = await feeds.get(checkedUrl(url));
      if (!result.ok) throw new HttpError(400, result.error);
      reply.header('cache-control', 'private, max-age=60');
      return result.feed;
    },
  });

  app.route({
    ...endpoint(op.signRssFeed),
    onRequest: authenticate(ctx.sessions),
    handler: async (request) => {
      requirePermission(request, ...FEED_USERS);
      const url = checkedUrl(request.query.url);
      const path = rssFeedPath(url);
      const signed = ctx.signer.sign(path);
      return { feed_url: signed, ticker_url: `${rssTickerUrl(url)}${signed.slice(path.length)}` };
    },
  });
};
