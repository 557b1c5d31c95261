import { searchOperations as op, type SavedSearch, type SearchQuery } from '@signage/contract/search';
import { notFoundMessage } from '@signage/domain/messages';
import { DEFAULT_SEARCH_PAGE_SIZE } from '@signage/domain/search';
import { sessionOf } from '../auth/guard.ts';
import { notFound, unprocessable } from '../errors.ts';
import { queryDate } from '../kit/query-date.ts';
import { endpoint } from '../kit/route.ts';
import type { SearchFilters } from '../kit/search-area.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { tagsForCreate } from '../kit/tags.ts';
import type { SearchContext } from './context.ts';
import { searchTaggedObjects } from './search.ts';
import { tagObjectRoutes } from './tag-object-routes.ts';

/** At most this many saved searches per user: they are shortcuts, not storage. */
export const MAX_SAVED_SEARCHES = 200;

type Filters = Omit<SearchQuery, 'embed_objects' | 'page' | 'per_page'>;

/** The filters of a query with its tags in stored form and its dates parsed; 422 on a bad tag or date. */
export function parseFilters(query: Filters): SearchFilters & { q?: string; tags?: string[] } {
  return {
    q: query.q,
    tags: query.tags?.length ? tagsForCreate(query.tags, []) : undefined,
    mediaType: query.media_type,
    mediaFormat: query.media_format,
    layoutTemplate: query.layout_template,
    layoutNonTemplate: query.layout_non_template,
    startBefore: queryDate(query.start_before, 'start_before'),
    endAfter: queryDate(query.end_after, 'end_after'),
    scheduleEndAfter: queryDate(query.schedule_end_after, 'schedule_end_after'),
    tagMetadataCategories: query.tagmetadata_categories,
  };
}

export const searchRoutes = signedInRoutes<SearchContext>(async (app, ctx) => {
  const { db } = ctx;

  app.route({
    ...endpoint(op.searchTaggedObjects),
    handler: async (request) => {
      const { user } = sessionOf(request);
      const query = request.query;
      return searchTaggedObjects(ctx, user.permissions, {
        ...parseFilters(query),
        forcedTags: user.forced_tags,
        objects: query.objects,
        embed: query.embed_objects ?? false,
        page: query.page ?? 1,
        perPage: query.per_page ?? DEFAULT_SEARCH_PAGE_SIZE,
      });
    },
  });

  const toJson = (row: { saved_search_id: number; name: string; query: unknown; date_created: Date }) =>
    ({ ...row, date_created: row.date_created.toISOString() }) as SavedSearch;

  app.route({
    ...endpoint(op.listSavedSearches),
    handler: async (request) => {
      const { user } = sessionOf(request);
      const rows = await db
        .selectFrom('saved_searches')
        .select(['saved_search_id', 'name', 'query', 'date_created'])
        .where('user_id', '=', user.user_id)
        .orderBy('name')
        .execute();
      return { saved_searches: rows.map(toJson) };
    },
  });

  app.route({
    ...endpoint(op.createSavedSearch),
    handler: async (request, reply) => {
      const { user } = sessionOf(request);
      const name = request.body.name.trim();
      if (!name) throw unprocessable('Saved search name empty.');
      const filters = parseFilters(request.body.query);
      const query = { ...request.body.query, ...(filters.tags ? { tags: filters.tags } : {}) };
      const row = await db.transaction().execute(async (trx) => {
        // Serialises one user's saves, so the count below and the name check hold.
        await trx.selectFrom('users').select('user_id').where('user_id', '=', user.user_id).forUpdate().execute();
        const existing = await trx
          .selectFrom('saved_searches')
          .select(['name'])
          .where('user_id', '=', user.user_id)
          .execute();
        if (existing.some((other) => other.name === name))
          throw unprocessable(`A saved search named "${name}" already exists.`);
        if (existing.length >= MAX_SAVED_SEARCHES)
          throw unprocessable(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches.`);
        return trx
          .insertInto('saved_searches')
          .values({ user_id: user.user_id, name, query: JSON.stringify(query) })
          .returning(['saved_search_id', 'name', 'query', 'date_created'])
          .executeTakeFirstOrThrow();
      });
      return reply.status(201).send(toJson(row));
    },
  });

  app.route({
    ...endpoint(op.deleteSavedSearch),
    handler: async (request) => {
      const { user } = sessionOf(request);
      const { id } = request.params;
      const deleted = await db
        .deleteFrom('saved_searches')
        .where('saved_search_id', '=', id)
        .where('user_id', '=', user.user_id)
        .executeTakeFirst();
      if (!deleted.numDeletedRows) throw notFound(notFoundMessage('Saved search', id));
      return { msg: 'Saved search successfully deleted.', saved_search_id: id };
    },
  });

  await app.register(tagObjectRoutes, ctx);
});
