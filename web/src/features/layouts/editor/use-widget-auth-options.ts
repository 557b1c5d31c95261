import { useMemo } from 'react';
import { useWidgetAuthOptionsQuery } from '../../../gql/hooks.ts';
import type { WidgetAuthOption } from '../editor-body/widget-auths.ts';

/** The widget auths for the editor's twitter widget field; undefined until they have loaded. */
export function useWidgetAuthOptions(): readonly WidgetAuthOption[] | undefined {
  const { data } = useWidgetAuthOptionsQuery();
  return useMemo(() => data?.widgetAuths.items.map((auth) => ({ id: Number(auth.id), name: auth.name })), [data]);
}
