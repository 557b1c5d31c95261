import { builder } from '../../builder.ts';
import { restId } from '../../rest/errors.ts';
import { WidgetAuthType, WidgetTypeEnum } from './widget-auth.ts';

const CreateWidgetAuthInput = builder.inputType('CreateWidgetAuthInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'Not empty.' }),
    tags: t.stringList({ description: 'A leading # is stripped; your forced tags are added.' }),
    widgetType: t.field({ type: WidgetTypeEnum, required: true }),
    token: t.string({ required: true, description: "The widget's credentials; stored encrypted, answered masked." }),
  }),
});

const UpdateWidgetAuthInput = builder.inputType('UpdateWidgetAuthInput', {
  description: 'Fields left out are not changed.',
  fields: (t) => ({
    name: t.string({ description: 'Not empty.' }),
    tags: t.stringList({ description: 'Replaces the tags; forced tags are kept.' }),
    widgetType: t.field({ type: WidgetTypeEnum }),
    token: t.string({
      description:
        'A replacement token. Left out (or null) the stored token is kept: spec 02 §5, the auth details were not shown.',
    }),
  }),
});

builder.mutationField('createWidgetAuth', (t) =>
  t.field({
    type: WidgetAuthType,
    description: "Creates a widget authentication record ('Widget Authentication created successfully.').",
    args: { input: t.arg({ type: CreateWidgetAuthInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.rest.post('/widgets/auth/', {
        body: {
          name: input.name,
          tags: input.tags ?? undefined,
          widget_type: input.widgetType,
          widget_auth_token: { token: input.token },
        },
      }),
  }),
);

builder.mutationField('updateWidgetAuth', (t) =>
  t.field({
    type: WidgetAuthType,
    description: "Updates a widget authentication record ('Widget Authentication updated successfully.').",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateWidgetAuthInput, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      ctx.rest.put('/widgets/auth/{id}', {
        params: { id: restId(id) },
        body: {
          name: input.name ?? undefined,
          tags: input.tags ?? undefined,
          widget_type: input.widgetType ?? undefined,
          // Not sent unless given: the stored token stays (spec 02 §5).
          ...(input.token ? { widget_auth_token: { token: input.token } } : {}),
        },
      }),
  }),
);
