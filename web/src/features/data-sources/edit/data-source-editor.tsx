import { RecordEditorDialog, type RecordEditorProps } from '../../../components/editor-dialog/record-editor-dialog.tsx';
import { DataSourceEditQueryDocument } from '../../../gql/graphql.ts';
import { DataSourceEditorForm } from './data-source-editor-form.tsx';

/** The large modal data source editor over the list (spec 02 "Data source editor", /datasources/{id}, id or "new"). */
export function DataSourceEditor(props: RecordEditorProps) {
  return (
    <RecordEditorDialog {...props} noun="data source" document={DataSourceEditQueryDocument} field="dataSource">
      {(source) => <DataSourceEditorForm source={source} onClose={props.onClose} />}
    </RecordEditorDialog>
  );
}
