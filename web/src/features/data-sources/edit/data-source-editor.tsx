import {
  RecordEditorDialog,
  type RecordEditorProps,
  recordQueryOptions,
} from '../../../components/editor-dialog/record-editor-dialog.tsx';
import { useDataSourceEditQuery } from '../../../gql/hooks.ts';
import { DataSourceEditorForm } from './data-source-editor-form.tsx';

/** The large modal data source editor over the list (spec 02 "Data source editor", /datasources/{id}, id or "new"). */
export function DataSourceEditor({ id, onClose }: RecordEditorProps) {
  const query = useDataSourceEditQuery(recordQueryOptions(id));
  const source = query.data?.dataSource;
  return (
    <RecordEditorDialog id={id} noun="data source" record={source} query={query} size="xl" onClose={onClose}>
      <DataSourceEditorForm source={source} onClose={onClose} />
    </RecordEditorDialog>
  );
}
