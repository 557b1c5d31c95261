import { setTimeout as sleep } from 'node:timers/promises';
import { builder } from '../builder.ts';
import { userError } from '../rest/errors.ts';

builder.subscriptionField('serverTime', (t) =>
  t.field({
    type: 'DateTime',
    description: "The gateway's clock once a second: proves the live (graphql-ws) path end to end.",
    subscribe: async function* (_root, _args, ctx) {
      if (!ctx.token) throw userError('UNAUTHENTICATED', 'Sign in first.');
      await ctx.rest.get('/users/me');
      while (true) {
        yield new Date();
        await sleep(1000);
      }
    },
    resolve: (date) => date,
  }),
);
