import { tagOperations } from '@signage/contract/tags';
import { SUGGESTION_LIMIT } from '@signage/domain/constants';
import { tagColours } from '@signage/domain/tag-manager';
import { normaliseTag } from '@signage/domain/tags';
import { sessionOf } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import type { TagRegistry } from '../kit/tag-registry.ts';
import { escapeLike, likeContaining } from '../kit/tagged-where.ts';

export const tagRoutes = signedInRoutes<{ db: Db; sessions: Sessions; tagRegistry: TagRegistry }>(
  async (app, { db, tagRegistry }) => {
    app.route({
      ...endpoint(tagOperations.suggestTags),
      handler: async (request) => {
        const term = normaliseTag(request.params.searchterm.trim()).toLowerCase();
        const containing = likeContaining(term);
        const forced = sessionOf(request).user.forced_tags;
        let query = db
          .selectFrom('tags')
          .leftJoin('tag_groups', 'tag_groups.tag_group_id', 'tags.tag_group_id')
          .select(['tags.name', 'tag_groups.color'])
          .where((eb) => eb(eb.fn('lower', ['tags.name']), 'like', containing));
        // Forced tags apply to searches (spec 01 §6): such a user is offered only the tags on objects they may
        // see, in any tagged area, so the names of other teams' tags do not leak through the suggestions.
        if (forced.length) query = query.where('tags.name', 'in', tagRegistry.tagsSeenWith(forced));
        const tags = await query
          // Prefix matches first, then shorter names, then alphabetical.
          .orderBy((eb) =>
            eb
              .case()
              .when(eb.fn('lower', ['tags.name']), 'like', `${escapeLike(term)}%`)
              .then(0)
              .else(1)
              .end(),
          )
          .orderBy((eb) => eb.fn('length', ['tags.name']))
          .orderBy('tags.name')
          .limit(Math.min(request.query.limit ?? SUGGESTION_LIMIT, SUGGESTION_LIMIT))
          .execute();
        // A tag takes its group's colour (spec 02 "Tag groups").
        return { tags: tags.map(({ name, color }) => ({ name, ...tagColours(color) })) };
      },
    });
  },
);
