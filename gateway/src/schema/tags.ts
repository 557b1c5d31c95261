import { builder } from '../builder.ts';
import { TagRefType } from './user.ts';

builder.queryField('tagSuggestions', (t) =>
  t.field({
    type: [TagRefType],
    description: 'At most 20 tags matching a search term (a leading # is ignored), prefix matches first.',
    args: { term: t.arg.string({ required: true }) },
    resolve: async (_root, { term }, ctx) => {
      if (!term.trim()) return [];
      // A term of dots would resolve to another path in the URL; no tag is made of dots alone.
      if (/^\.+$/.test(term.trim())) return [];
      const { tags } = await ctx.rest.get('/tags/suggest/{searchterm}', { params: { searchterm: term.trim() } });
      return tags;
    },
  }),
);
