import { LuDatabase } from 'react-icons/lu';
import { DATA_SOURCE_TYPE_LABELS } from '../../../components/labels/data-source-labels.ts';
import type { ListScreenProps } from '../../../components/list-page/list-with-editor.tsx';
import { dateCreatedColumn, tagsColumn } from '../../../components/list-page/record-columns.tsx';
import type { RecordColumn } from '../../../components/list-page/record-table.tsx';
import { TaggedListPage, taggedListTexts } from '../../../components/list-page/tagged-list-page.tsx';
import { DataSourceListQueryDocument, type DataSourceRow_DataSourceFragment } from '../../../gql/graphql.ts';
import { useTaggedList } from '../../../lib/use-tagged-list.ts';
import { EDIT_DATA_SOURCES } from '../data-source-permissions.ts';

export const DATA_SOURCE_LIST = taggedListTexts({
  noun: 'data source',
  nothingYet: 'No data sources yet. Add a CSV by url or upload one.',
  searchPlaceholder: 'Name, url or tag',
  icon: LuDatabase,
});

/** Columns Name, Type, Url (N/A for local), Date Created, Tags (spec 02 "Data source list"). */
const COLUMNS: RecordColumn<DataSourceRow_DataSourceFragment>[] = [
  { header: 'Type', cell: (source) => DATA_SOURCE_TYPE_LABELS[source.type] },
  {
    header: 'Url',
    cell: (source) => (source.type === 'LOCAL' ? 'N/A' : (source.url ?? 'N/A')),
    cellProps: { wordBreak: 'break-all' },
  },
  dateCreatedColumn(),
  tagsColumn(),
];

/**
 * /datasources: the data source list (spec 02 "Data source list"), its search, tags and paging in the URL
 * (`/datasources?search=menu&page=2`); the editor opens over it.
 */
export function DataSourceListPage(screen: ListScreenProps) {
  const list = useTaggedList(DataSourceListQueryDocument, {
    editRight: EDIT_DATA_SOURCES,
    select: (d) => d.dataSources,
  });
  return <TaggedListPage texts={DATA_SOURCE_LIST} list={list} columns={COLUMNS} minWidth="3xl" {...screen} />;
}
