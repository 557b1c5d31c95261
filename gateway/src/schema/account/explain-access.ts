import {
  ACCESS_ACTION_NAMES,
  ACCESS_OBJECT_KINDS,
  type AccessExplanation,
  type AccessObject,
  type AccessObjectKind,
  explainAccess,
  isAccessAction,
} from '@signage/domain/access-explainer';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { restId, userError } from '../../rest/errors.ts';
import { enumValues } from '../enum-values.ts';

const AccessStepType = builder.objectRef<AccessExplanation['steps'][number]>('AccessStep').implement({
  fields: (t) => ({
    rule: t.exposeString('rule', { description: 'permission, forced-tags or shared-layout.' }),
    passed: t.exposeBoolean('passed'),
    text: t.exposeString('text', { description: 'The rule as it applies here, in words.' }),
  }),
});

const AccessExplanationType = builder.objectRef<AccessExplanation>('AccessExplanation').implement({
  description: 'Why a user may or may not do something: each rule the api enforces, and how it came out.',
  fields: (t) => ({
    allowed: t.exposeBoolean('allowed'),
    steps: t.field({ type: [AccessStepType], resolve: (e) => e.steps }),
  }),
});

const AccessObjectKindEnum = builder.enumType('AccessObjectKind', {
  values: enumValues(ACCESS_OBJECT_KINDS),
});

const AccessObjectInput = builder.inputType('AccessObjectInput', {
  fields: (t) => ({
    kind: t.field({ type: AccessObjectKindEnum, required: true }),
    id: t.id({ required: true }),
  }),
});

const names = (tags: readonly { name: string }[]) => tags.map((t) => t.name);

/** The object's tags as the api stores them, read with the asker's own rights. */
async function loadObject(ctx: Context, kind: AccessObjectKind, id: string): Promise<AccessObject> {
  const params = { id: Number(restId(id)) };
  switch (kind) {
    case 'media': {
      const media = await ctx.rest.get('/media/{id}', { params });
      return { kind, name: media.name, tags: names(media.tags) };
    }
    case 'layout': {
      const layout = await ctx.rest.get('/layouts/{id}', { params });
      return { kind, name: layout.name, tags: names(layout.tags), sharedWithNetwork: layout.shared_with_network };
    }
    case 'schedule': {
      const schedule = await ctx.rest.get('/schedules/{id}', { params });
      return { kind, name: `Schedule ${schedule.schedule_id}`, tags: names(schedule.tags) };
    }
    case 'device': {
      const device = await ctx.rest.get('/devices/{id}', { params });
      return { kind, name: device.name, tags: names(device.tags) };
    }
  }
}

builder.queryField('explainAccess', (t) =>
  t.field({
    type: AccessExplanationType,
    description: `Why a user may (or may not) do an action, to an object if given: the permission it needs, then forced tags against the object's tags. Actions: ${ACCESS_ACTION_NAMES.join(', ')}. Asking about another user needs "view users".`,
    args: {
      userId: t.arg.id({ required: true }),
      action: t.arg.string({ required: true }),
      object: t.arg({ type: AccessObjectInput }),
    },
    resolve: async (_root, { userId, action, object }, ctx) => {
      if (!isAccessAction(action)) {
        throw userError('BAD_USER_INPUT', `Unknown action: ${action}. One of: ${ACCESS_ACTION_NAMES.join(', ')}.`);
      }
      const user = await ctx.rest.get('/users/{id}', { params: { id: Number(restId(userId)) } });
      const found = object ? await loadObject(ctx, object.kind, String(object.id)) : undefined;
      return explainAccess({ permissions: user.permissions, forcedTags: user.forced_tags }, action, found);
    },
  }),
);
