import type { Tag } from '@signage/contract/common';
import type { DashboardCardTag } from '@signage/contract/users';
import { builder } from '../builder.ts';

/** A tag as objects carry it (with colours), or as a dashboard card keeps it. */
export type RestTagRef = Partial<Tag> & DashboardCardTag;

export const TagRefType = builder.objectRef<RestTagRef>('Tag').implement({
  description: 'A hashtag-style tag (spec 01 §3), stored without its leading #.',
  fields: (t) => ({
    name: t.exposeString('name'),
    color: t.string({
      nullable: true,
      description: 'Label fill colour, from the 12-colour palette.',
      resolve: (tag) => tag.color ?? null,
    }),
    foregroundColor: t.string({ nullable: true, resolve: (tag) => tag.foreground_color ?? null }),
  }),
});

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
