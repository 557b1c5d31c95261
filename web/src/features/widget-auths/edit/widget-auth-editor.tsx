import {
  RecordEditorDialog,
  type RecordEditorProps,
  recordQueryOptions,
} from '../../../components/editor-dialog/record-editor-dialog.tsx';
import { useWidgetAuthEditQuery } from '../../../gql/hooks.ts';
import { WidgetAuthEditorForm } from './widget-auth-editor-form.tsx';

/** The large modal widget authentication editor over the list (spec 02, /widgets/auth/{id}, id or "new"). */
export function WidgetAuthEditor({ id, onClose }: RecordEditorProps) {
  const query = useWidgetAuthEditQuery(recordQueryOptions(id));
  return (
    <RecordEditorDialog
      id={id}
      noun="widget authentication"
      record={query.data?.widgetAuth}
      query={query}
      size="lg"
      onClose={onClose}
    >
      <WidgetAuthEditorForm auth={query.data?.widgetAuth} onClose={onClose} />
    </RecordEditorDialog>
  );
}
