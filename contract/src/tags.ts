import { SUGGESTION_LIMIT } from '@signage/domain/constants';
import { Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { Tag } from './common.ts';
import { Query, Ref } from './schema.ts';

export const tagOperations = bearerOperations(['tags'], {
  suggestTags: {
    method: 'GET',
    path: '/tags/suggest/{searchterm}',
    summary: `Tags starting with the search term (a leading # is ignored), then tags containing it; at most ${SUGGESTION_LIMIT}. Forced tags limit them to the tags on objects the caller may see.`,
    params: Type.Object({ searchterm: Type.String({ maxLength: 100 }) }),
    querystring: Query({
      limit: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: SUGGESTION_LIMIT,
          default: SUGGESTION_LIMIT,
          description: 'At most this many.',
        }),
      ),
    }),
    response: { 200: Type.Object({ tags: Type.Array(Ref(Tag)) }, { description: 'The suggestions, best first.' }) },
  },
});
