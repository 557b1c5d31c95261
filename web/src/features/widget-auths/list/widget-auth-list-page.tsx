import { LuKeyRound } from 'react-icons/lu';
import { WIDGET_TYPE_TEXT } from '../../../components/labels/data-source-labels.ts';
import type { ListScreenProps } from '../../../components/list-page/list-with-editor.tsx';
import { dateCreatedColumn } from '../../../components/list-page/record-columns.tsx';
import type { RecordColumn } from '../../../components/list-page/record-table.tsx';
import { TaggedListPage, taggedListTexts } from '../../../components/list-page/tagged-list-page.tsx';
import { WidgetAuthListQueryDocument, type WidgetAuthRow_WidgetAuthFragment } from '../../../gql/graphql.ts';
import { useTaggedList } from '../../../lib/use-tagged-list.ts';
import { EDIT_WIDGET_AUTHS } from '../widget-auth-permissions.ts';

export const WIDGET_AUTH_LIST = taggedListTexts({
  noun: 'widget authentication',
  nothingYet: 'No widget authentications yet. Add the credentials a Twitter Timeline widget uses.',
  searchPlaceholder: 'Name or tag',
  icon: LuKeyRound,
});

/** Columns Name, Type, Date Created (spec 02). */
const COLUMNS: RecordColumn<WidgetAuthRow_WidgetAuthFragment>[] = [
  { header: 'Type', cell: (auth) => WIDGET_TYPE_TEXT[auth.widgetType] },
  dateCreatedColumn(),
];

/** /widgets: the widget authentication list (spec 02); the editor opens over it. */
export function WidgetAuthListPage(screen: ListScreenProps) {
  const list = useTaggedList(WidgetAuthListQueryDocument, {
    editRight: EDIT_WIDGET_AUTHS,
    select: (d) => d.widgetAuths,
  });
  return <TaggedListPage texts={WIDGET_AUTH_LIST} list={list} columns={COLUMNS} {...screen} />;
}
