import { DEFAULT_DATA_SOURCE_PAGE_SIZE } from '@signage/domain/data-sources/data-source';
import type { ReactNode } from 'react';
import { LuDatabase } from 'react-icons/lu';
import { DATA_SOURCE_TYPE_LABELS } from '../../../components/labels/data-source-labels.ts';
import { DateCreated } from '../../../components/list-page/date-created.tsx';
import { RecordTable } from '../../../components/list-page/record-table.tsx';
import { TaggedListPage, type TaggedListTexts } from '../../../components/list-page/tagged-list-page.tsx';
import { TagList } from '../../../components/tags/tag-list.tsx';
import { DataSourceListQueryDocument, type DataSourceRow_DataSourceFragment } from '../../../gql/graphql.ts';
import { dataSourceEditPath, paths } from '../../../lib/paths.ts';
import { useEditorRoute } from '../../../lib/use-editor-route.ts';
import { taggedListParams, useTaggedList } from '../../../lib/use-tagged-list.ts';
import { EDIT_DATA_SOURCES } from '../data-source-permissions.ts';

export const DATA_SOURCE_LIST: TaggedListTexts = {
  title: 'Data sources',
  empty: {
    nothingYet: 'No data sources yet. Add a CSV by url or upload one.',
    noMatches: 'No data sources match these filters.',
    icon: LuDatabase,
  },
  filters: {
    label: 'Data source filters',
    search: { label: 'Search data sources', placeholder: 'Name, url or tag' },
    tags: { label: 'Filter by tags', placeholder: 'Add a tag' },
  },
  add: 'Add data source',
};

/** The list's search, tags and paging, in the URL (`/datasources?search=menu&page=2`). */
const PARAMS = taggedListParams([25, 50, 100], DEFAULT_DATA_SOURCE_PAGE_SIZE);

/**
 * /datasources: the data source list (spec 02 "Data source list"), columns Name, Type, Url (N/A for local), Date
 * Created, Tags; the editor opens over it.
 */
export function DataSourceListPage({ dialogs }: { dialogs?: ReactNode }) {
  const list = useTaggedList(DataSourceListQueryDocument, {
    params: PARAMS,
    editRight: EDIT_DATA_SOURCES,
    select: (data) => data.dataSources,
  });
  const { editorOf } = useEditorRoute(paths.dataSources, dataSourceEditPath);
  return (
    <TaggedListPage texts={DATA_SOURCE_LIST} list={list} addTo={editorOf('new')} dialogs={dialogs}>
      <RecordTable<DataSourceRow_DataSourceFragment>
        label="Data sources"
        records={list.items}
        editorOf={editorOf}
        minWidth="3xl"
        columns={[
          { header: 'Type', cell: (source) => DATA_SOURCE_TYPE_LABELS[source.type] },
          {
            header: 'Url',
            cell: (source) => (source.type === 'LOCAL' ? 'N/A' : (source.url ?? 'N/A')),
            cellProps: { wordBreak: 'break-all' },
          },
          { header: 'Date Created', cell: (source) => <DateCreated value={source.dateCreated} /> },
          { header: 'Tags', cell: (source) => <TagList tags={source.tags} /> },
        ]}
      />
    </TaggedListPage>
  );
}
