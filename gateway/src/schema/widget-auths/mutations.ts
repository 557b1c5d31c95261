import { builder } from '../../builder.ts';
import { changedNameAndTags, newNameAndTags } from '../input-fields.ts';
import { createMutation, updateMutation } from '../record-mutations.ts';
import { restCreate, restUpdate } from '../rest-writes.ts';
import { WidgetAuthType, WidgetTypeEnum } from './widget-auth.ts';

const CreateWidgetAuthInput = builder.inputType('CreateWidgetAuthInput', {
  fields: (t) => ({
    ...newNameAndTags(t),
    widgetType: t.field({ type: WidgetTypeEnum, required: true }),
    token: t.string({ required: true, description: "The widget's credentials; stored encrypted, answered masked." }),
  }),
});

const UpdateWidgetAuthInput = builder.inputType('UpdateWidgetAuthInput', {
  description: 'Fields left out are not changed.',
  fields: (t) => ({
    ...changedNameAndTags(t),
    widgetType: t.field({ type: WidgetTypeEnum }),
    token: t.string({
      description:
        'A replacement token. Left out (or null) the stored token is kept: spec 02 §5, the auth details were not shown.',
    }),
  }),
});

createMutation('createWidgetAuth', WidgetAuthType, CreateWidgetAuthInput, {
  description: "Creates a widget authentication record ('Widget Authentication created successfully.').",
  create: restCreate('/widgets/auth/', (input) => ({
    name: input.name,
    tags: input.tags ?? undefined,
    widget_type: input.widgetType,
    widget_auth_token: { token: input.token },
  })),
});

updateMutation('updateWidgetAuth', WidgetAuthType, UpdateWidgetAuthInput, {
  description: "Updates a widget authentication record ('Widget Authentication updated successfully.').",
  update: restUpdate('/widgets/auth/{id}', (input) => ({
    name: input.name ?? undefined,
    tags: input.tags ?? undefined,
    widget_type: input.widgetType ?? undefined,
    // Not sent unless given: the stored token stays (spec 02 §5).
    ...(input.token ? { widget_auth_token: { token: input.token } } : {}),
  })),
});
