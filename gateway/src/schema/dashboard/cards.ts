import { builder } from '../../builder.ts';
import { DashboardCardInput, DashboardCardType, type RestDashboardCard } from './card-type.ts';

/**
 * The signed-in user's dashboard, kept in their cms_metadata (spec 01 §3). Every field reads and writes /users/me,
 * so a user only ever sees and saves their own; the api checks the limits (domain/src/dashboard.ts) and answers
 * 422 with the message.
 */

builder.queryField('dashboardCards', (t) =>
  t.field({
    type: [DashboardCardType],
    description: "The signed-in user's dashboard cards, in the order saved, with their grid positions.",
    resolve: async (_root, _args, ctx) => {
      const me = await ctx.rest.get('/users/me');
      return (me.cms_metadata.taggroup_dashboard ?? []) as RestDashboardCard[];
    },
  }),
);

builder.mutationField('saveDashboardCards', (t) =>
  t.field({
    type: [DashboardCardType],
    description:
      "Replaces the signed-in user's dashboard (at most 50 cards, titles up to 200 characters, valid tags); results are never saved. BAD_USER_INPUT with the reason otherwise.",
    args: { cards: t.arg({ type: [DashboardCardInput], required: true }) },
    resolve: async (_root, { cards }, ctx) => {
      const me = await ctx.rest.get('/users/me');
      const taggroup_dashboard = cards.map((card) => ({
        name: card.name,
        // A tag without a colour is sent without one (the REST answer would turn a null into "").
        tags: card.tags.map((tag) => (tag.color ? { name: tag.name, color: tag.color } : { name: tag.name })),
        kind: card.kind ?? 'devices',
        position: card.position ?? null,
      }));
      const saved = await ctx.rest.put('/users/{id}', {
        params: { id: me.user_id },
        body: { cms_metadata: { taggroup_dashboard } },
      });
      return (saved.cms_metadata.taggroup_dashboard ?? []) as RestDashboardCard[];
    },
  }),
);
