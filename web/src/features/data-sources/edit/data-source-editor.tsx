import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';
import { useDataSourceEditQuery } from '../../../gql/hooks.ts';
import { DataSourceEditorForm } from './data-source-editor-form.tsx';

/** The large modal data source editor over the list (spec 02 "Data source editor", /datasources/{id}, id or "new"). */
export function DataSourceEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const isNew = id === 'new';
  const query = useDataSourceEditQuery({ variables: { id }, skip: isNew, fetchPolicy: 'cache-and-network' });
  const source = query.data?.dataSource;
  return (
    <EditorDialog
      title={isNew ? 'New data source' : `Data source ${source?.name ?? id}`}
      onClose={onClose}
      size="xl"
      scrollBehavior="outside"
      keepOnOutsideClick
      loading={!isNew && !source}
      error={{ title: 'Could not load the data source.', error: query.error, onRetry: query.refetch }}
      bare
    >
      <DataSourceEditorForm source={source} onClose={onClose} />
    </EditorDialog>
  );
}
