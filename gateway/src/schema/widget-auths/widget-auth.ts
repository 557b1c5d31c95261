import { DEFAULT_DATA_SOURCE_PAGE_SIZE, type WidgetType } from '@signage/domain/data-sources/data-source';
import { builder } from '../../builder.ts';
import { describedEnumValues } from '../enum-values.ts';
import { loadedByIdField } from '../load-by-ids.ts';
import { restKeys } from '../rest-keys.ts';
import { recordListField, taggedRecord } from '../tagged-record.ts';

export const WidgetTypeEnum = builder.enumType('WidgetType', {
  description: 'Spec 02 §9: the only widget type is twitter-timeline, shown as Twitter Timeline.',
  // Keyed by the domain's widget types: a type added there and not here fails the type-check.
  values: describedEnumValues<WidgetType>({ 'twitter-timeline': 'Shown as Twitter Timeline.' }),
});

/** Widget auths load through one batched REST call per GraphQL request (the list's ids filter). */
export const WidgetAuthType = taggedRecord('WidgetAuth', {
  description:
    'A widget authentication record (spec 02 §3): the credentials a twitter timeline widget uses. Its token is stored encrypted and only ever answered masked.',
  list: { path: '/widgets/auth/', key: 'widget_auths', id: 'widget_auth_id', noun: 'Widget Authentication' },
  fields: (t) => ({
    widgetType: t.expose('widget_type', { type: WidgetTypeEnum }),
    maskedToken: t.string({
      nullable: true,
      description: 'The stored token masked: ••••, then at most its last 4 characters. Never the token itself.',
      extensions: restKeys('widget_auth_token'),
      resolve: (w) => w.widget_auth_token?.token ?? null,
    }),
  }),
});

recordListField('widgetAuths', WidgetAuthType, {
  defaultSize: DEFAULT_DATA_SOURCE_PAGE_SIZE,
  pageSizes: 'The widget authentication list offers 25, 50 and 100; integrators may ask for up to 1000.',
  description:
    "Widget authentication records, newest first. `search` matches the name and tags; `tags`: records carrying all of them. The caller's forced tags always apply.",
});

loadedByIdField('widgetAuth', WidgetAuthType);
