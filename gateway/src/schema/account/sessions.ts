import type { AccountSession } from '@signage/contract/account';
import { builder } from '../../builder.ts';
import { restListField } from '../record-fields.ts';
import { signOutMutation } from '../session.ts';

const AccountSessionType = builder.objectRef<AccountSession>('AccountSession').implement({
  description: 'A signed-in session of yours.',
  fields: (t) => ({
    id: t.exposeID('session_id'),
    userAgent: t.exposeString('user_agent', { description: 'The browser or program that signed in.' }),
    address: t.exposeString('address', { description: 'The client address it signed in from.' }),
    signedInAt: t.field({ type: 'DateTime', resolve: (s) => s.signed_in_at }),
    lastSeenAt: t.field({ type: 'DateTime', resolve: (s) => s.last_seen_at, description: 'To the minute.' }),
    current: t.exposeBoolean('current', { description: 'The session this request was made with.' }),
  }),
});

restListField('mySessions', AccountSessionType, {
  description: 'Your signed-in sessions, most recently seen first.',
  list: { path: '/account/sessions/', key: 'sessions' },
});

builder.mutationField('endSession', (t) =>
  t.boolean({
    description: 'Ends one of your sessions; its live subscriptions end with it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await ctx.rest.delete('/account/sessions/{id}', { params: { id: String(id) } });
      // This gateway does not know the ended session's token: a sweep now finds its operations refused.
      void ctx.liveGuard.sweep();
      return true;
    },
  }),
);

signOutMutation(
  'signOutEverywhere',
  'Ends every session of yours, this one included, and their live subscriptions.',
  '/account/sessions/end_all',
  { others: true },
);
