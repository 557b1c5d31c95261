import { INTRODUCTION_TOURS, withWatched } from '@signage/domain/introductions';
import { builder } from '../builder.ts';
import { enumValues } from './enum-values.ts';
import { UserType } from './user.ts';

/**
 * The signed-in user's watched introduction tours (spec 01 §4), kept in their cms_metadata beside the dashboard:
 * every field reads and writes /users/me, so a user only ever marks their own.
 */

export const IntroductionTourEnum = builder.enumType('IntroductionTour', {
  description: 'The introduction tours of spec 01 §4.',
  values: enumValues(INTRODUCTION_TOURS),
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
