import { WIDGET_TYPE_LABELS } from '@signage/domain/data-sources/data-source';
import type { DataSourceType, WidgetType } from '../../gql/graphql.ts';

/** Spec 02 "Data source list": the derived type as the console shows it (its list, the data-link dialog...). */
export const DATA_SOURCE_TYPE_LABELS: Record<DataSourceType, string> = {
  EXTERNAL_URL: 'External URL',
  LOCAL: 'Local',
};

/** Spec 02 §3: twitter-timeline is shown as Twitter Timeline. */
export const WIDGET_TYPE_TEXT: Record<WidgetType, string> = {
  TWITTER_TIMELINE: WIDGET_TYPE_LABELS['twitter-timeline'],
};
