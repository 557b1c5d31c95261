import { DEFAULT_DATA_SOURCE_PAGE_SIZE } from '@signage/domain/data-sources/data-source';
import type { ReactNode } from 'react';
import { LuKeyRound } from 'react-icons/lu';
import { WIDGET_TYPE_TEXT } from '../../../components/labels/data-source-labels.ts';
import { DateCreated } from '../../../components/list-page/date-created.tsx';
import { RecordTable } from '../../../components/list-page/record-table.tsx';
import { TaggedListPage, type TaggedListTexts } from '../../../components/list-page/tagged-list-page.tsx';
import { WidgetAuthListQueryDocument, type WidgetAuthRow_WidgetAuthFragment } from '../../../gql/graphql.ts';
import { paths, widgetAuthEditPath } from '../../../lib/paths.ts';
import { useEditorRoute } from '../../../lib/use-editor-route.ts';
import { taggedListParams, useTaggedList } from '../../../lib/use-tagged-list.ts';
import { EDIT_WIDGET_AUTHS } from '../widget-auth-permissions.ts';

export const WIDGET_AUTH_LIST: TaggedListTexts = {
  title: 'Widget authentications',
  empty: {
    nothingYet: 'No widget authentications yet. Add the credentials a Twitter Timeline widget uses.',
    noMatches: 'No widget authentications match these filters.',
    icon: LuKeyRound,
  },
  filters: {
    label: 'Widget authentication filters',
    search: { label: 'Search widget authentications', placeholder: 'Name or tag' },
    tags: { label: 'Filter by tags', placeholder: 'Add a tag' },
  },
  add: 'Add widget authentication',
};

const PARAMS = taggedListParams([25, 50, 100], DEFAULT_DATA_SOURCE_PAGE_SIZE);

/** /widgets: the widget authentication list (spec 02), columns Name, Type, Date Created; the editor opens over it. */
export function WidgetAuthListPage({ dialogs }: { dialogs?: ReactNode }) {
  const list = useTaggedList(WidgetAuthListQueryDocument, {
    params: PARAMS,
    editRight: EDIT_WIDGET_AUTHS,
    select: (data) => data.widgetAuths,
  });
  const { editorOf } = useEditorRoute(paths.widgetAuths, widgetAuthEditPath);
  return (
    <TaggedListPage texts={WIDGET_AUTH_LIST} list={list} addTo={editorOf('new')} dialogs={dialogs}>
      <RecordTable<WidgetAuthRow_WidgetAuthFragment>
        label="Widget authentications"
        records={list.items}
        editorOf={editorOf}
        columns={[
          { header: 'Type', cell: (auth) => WIDGET_TYPE_TEXT[auth.widgetType] },
          { header: 'Date Created', cell: (auth) => <DateCreated value={auth.dateCreated} /> },
        ]}
      />
    </TaggedListPage>
  );
}
