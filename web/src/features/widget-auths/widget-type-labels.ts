import { WIDGET_TYPE_LABELS } from '@signage/domain/data-sources/data-source';
import type { WidgetType } from '../../gql/graphql.ts';

/** Spec 02 §3: twitter-timeline is shown as Twitter Timeline. */
export const WIDGET_TYPE_TEXT: Record<WidgetType, string> = {
  TWITTER_TIMELINE: WIDGET_TYPE_LABELS['twitter-timeline'],
};
