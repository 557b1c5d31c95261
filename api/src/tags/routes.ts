import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normaliseTag } from '@signage/domain/tags';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { authenticate, sessionOf } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { errorResponses } from '../schemas.ts';

export const SUGGESTION_LIMIT = 20;

const Tag = Type.Object({
  name: Type.String(),
  color: Type.Union([Type.String(), Type.Null()]),
  foreground_color: Type.Union([Type.String(), Type.Null()]),
});

export const tagRoutes: FastifyPluginAsyncTypebox<{ db: Db; sessions: Sessions }> = async (app, { db, sessions }) => {
  app.addHook('onRequest', authenticate(sessions));
  app.get(
    '/tags/suggest/:searchterm',
    {
      schema: {
        summary: 'Tags starting with the search term (a leading # is ignored), then tags containing it; at most 20.',
        tags: ['tags'],
        security: [{ bearer: [] }],
        params: Type.Object({ searchterm: Type.String({ maxLength: 100 }) }),
        response: { 200: Type.Object({ tags: Type.Array(Tag) }), ...errorResponses },
      },
    },
    async (request) => {
      const term = normaliseTag(request.params.searchterm.trim()).toLowerCase();
      const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
      const forced = sessionOf(request).user.forced_tags;
      let query = db
        .selectFrom('tags')
        .select(['name', 'color', 'foreground_color'])
        .where((eb) => eb(eb.fn('lower', ['name']), 'like', `%${escaped}%`));
      if (forced.length) {
        // Forced tags apply to searches (spec 01 §6): such a user is offered only the tags on objects they
        // may see, so the names of other teams' tags do not leak through the suggestions.
        const all = sql`cast(${sql.val([...forced])} as text[])`;
        query = query.where(
          'name',
          'in',
          sql<string>`(select unnest(tags) from media where tags @> ${all}
            union select unnest(tags) from devices where tags @> ${all})`,
        );
      }
      const tags = await query
        // Prefix matches first, then shorter names, then alphabetical.
        .orderBy((eb) =>
          eb
            .case()
            .when(eb.fn('lower', ['name']), 'like', `${escaped}%`)
            .then(0)
            .else(1)
            .end(),
        )
        .orderBy((eb) => eb.fn('length', ['name']))
        .orderBy('name')
        .limit(SUGGESTION_LIMIT)
        .execute();
      return { tags };
    },
  );
};
