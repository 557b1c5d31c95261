import type { AccessExplanation } from '@signage/contract/users';
import { ACCESS_ACTION_NAMES, ACCESS_OBJECT_KINDS, isAccessAction } from '@signage/domain/access-explainer';
import { builder } from '../../builder.ts';
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

builder.queryField('explainAccess', (t) =>
  t.field({
    type: AccessExplanationType,
    description: `Why a user may (or may not) do an action, to an object if given: the permission it needs, then forced tags against the object's tags. Actions: ${ACCESS_ACTION_NAMES.join(', ')}. Asking about another user needs "view users"; an object hidden from you is explained, without its name, only to holders of "set user permissions".`,
    args: {
      userId: t.arg.id({ required: true }),
      action: t.arg.string({ required: true }),
      object: t.arg({ type: AccessObjectInput }),
    },
    // The api answers it (GET /users/{id}/access): it reads the object as stored, so it can explain one hidden
    // from the caller to those who manage permissions, and tells nobody else anything about it.
    resolve: async (_root, { userId, action, object }, ctx) => {
      if (!isAccessAction(action)) {
        throw userError('BAD_USER_INPUT', `Unknown action: ${action}. One of: ${ACCESS_ACTION_NAMES.join(', ')}.`);
      }
      const query = object
        ? { action, object_kind: object.kind, object_id: Number(restId(String(object.id))) }
        : { action };
      return ctx.rest.get('/users/{id}/access', { params: { id: Number(restId(userId)) }, query });
    },
  }),
);
