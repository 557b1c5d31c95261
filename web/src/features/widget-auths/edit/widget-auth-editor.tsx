import { RecordEditorDialog, type RecordEditorProps } from '../../../components/editor-dialog/record-editor-dialog.tsx';
import { WidgetAuthEditQueryDocument } from '../../../gql/graphql.ts';
import { WidgetAuthEditorForm } from './widget-auth-editor-form.tsx';

/** The large modal widget authentication editor over the list (spec 02, /widgets/auth/{id}, id or "new"). */
export function WidgetAuthEditor(props: RecordEditorProps) {
  return (
    <RecordEditorDialog
      {...props}
      noun="widget authentication"
      document={WidgetAuthEditQueryDocument}
      field="widgetAuth"
      size="lg"
    >
      {(auth) => <WidgetAuthEditorForm auth={auth} onClose={props.onClose} />}
    </RecordEditorDialog>
  );
}
