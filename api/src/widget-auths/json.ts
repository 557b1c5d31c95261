import type { WidgetAuth } from '@signage/contract/widget-auths';
import type { WidgetType } from '@signage/domain/data-sources/data-source';
import type { WidgetAuthRow } from './repository.ts';

/** A widget auth as answered: never the token itself, only its masked hint. */
export const toWidgetAuthJson = (row: WidgetAuthRow): WidgetAuth => ({
  widget_auth_id: row.widget_auth_id,
  name: row.name,
  tags: row.tags,
  widget_type: row.widget_type as WidgetType,
  widget_auth_token: { token: row.token_hint },
  date_created: row.date_created.toISOString(),
  date_updated: row.date_updated.toISOString(),
});
