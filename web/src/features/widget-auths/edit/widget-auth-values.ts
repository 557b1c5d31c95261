import { WIDGET_AUTH_MESSAGES } from '@signage/domain/data-sources/data-source';
import type { TagValue } from '../../../components/tags/tag-input.tsx';
import type { CreateWidgetAuthInput, UpdateWidgetAuthInput, WidgetType } from '../../../gql/graphql.ts';
import { objectBasicsInput, savedObjectBasics } from '../../../lib/object-basics.ts';
import { newObjectBasics } from '../../../lib/session-tags.ts';

/** What the widget authentication editor holds (spec 02 "Widget authentication list" editor). */
export interface WidgetAuthValues {
  name: string;
  tags: TagValue[];
  widgetType: WidgetType;
  /** Spec 02 §4: hidden for existing records until the user chooses to show the auth details. */
  showAuth: boolean;
  /** A new record's token, or an existing record's replacement (empty: keep the stored one). */
  token: string;
}

export function initialWidgetAuthValues(
  auth: { name: string; tags: readonly TagValue[]; widgetType: WidgetType } | undefined,
  sessionTags: readonly string[],
): WidgetAuthValues {
  if (!auth) {
    return {
      ...newObjectBasics(sessionTags),
      widgetType: 'TWITTER_TIMELINE',
      showAuth: true,
      token: '',
    };
  }
  return {
    ...savedObjectBasics(auth),
    widgetType: auth.widgetType,
    showAuth: false,
    token: '',
  };
}

export function widgetAuthProblem(values: WidgetAuthValues, isNew: boolean): string | undefined {
  if (!values.name.trim()) return WIDGET_AUTH_MESSAGES.nameEmpty;
  if (isNew && !values.token.trim()) return WIDGET_AUTH_MESSAGES.tokenNeeded;
  return undefined;
}

export function createWidgetAuthInput(values: WidgetAuthValues): CreateWidgetAuthInput {
  return {
    ...objectBasicsInput(values),
    widgetType: values.widgetType,
    token: values.token.trim(),
  };
}

/** Spec 02 §5: if the auth details were not shown the token is not sent; an empty replacement keeps it too. */
export function updateWidgetAuthInput(values: WidgetAuthValues): UpdateWidgetAuthInput {
  const token = values.token.trim();
  return {
    ...objectBasicsInput(values),
    widgetType: values.widgetType,
    ...(values.showAuth && token ? { token } : {}),
  };
}
