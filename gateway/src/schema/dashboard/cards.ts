import { INTRODUCTION_TOURS, type IntroductionTour, withWatched } from '@signage/domain/introductions';
import { builder } from '../../builder.ts';
import { UserType } from '../user.ts';
import { DashboardCardInput, DashboardCardType, type RestDashboardCard } from './card-type.ts';

/**
 * The signed-in user's dashboard and watched introductions, both kept in their cms_metadata (spec 01 §3). Every
 * field reads and writes /users/me, so a user only ever sees and saves their own; the api checks the limits
 * (domain/src/dashboard.ts, domain/src/introductions.ts) and answers 422 with the message.
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

export const IntroductionTourEnum = builder.enumType('IntroductionTour', {
  description: 'The introduction tours of spec 01 §4.',
  values: Object.fromEntries(
    INTRODUCTION_TOURS.map((tour) => [tour.replace('-', '_').toUpperCase(), { value: tour }]),
  ) as Record<string, { value: IntroductionTour }>,
});

builder.mutationField('markIntroductionWatched', (t) =>
  t.field({
    type: UserType,
    description: 'Marks a tour watched for the signed-in user, so it is not shown again.',
    args: { tour: t.arg({ type: IntroductionTourEnum, required: true }) },
    resolve: async (_root, { tour }, ctx) => {
      const me = await ctx.rest.get('/users/me');
      const introductions = withWatched(me.cms_metadata.introductions ?? [], tour);
      return ctx.rest.put('/users/{id}', { params: { id: me.user_id }, body: { cms_metadata: { introductions } } });
    },
  }),
);

builder.mutationField('replayIntroductions', (t) =>
  t.field({
    type: UserType,
    description: "Clears the signed-in user's watched tours, so each is shown again.",
    resolve: async (_root, _args, ctx) => {
      const me = await ctx.rest.get('/users/me');
      return ctx.rest.put('/users/{id}', { params: { id: me.user_id }, body: { cms_metadata: { introductions: [] } } });
    },
  }),
);
