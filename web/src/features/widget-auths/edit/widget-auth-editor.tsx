import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';
import { useWidgetAuthEditQuery } from '../../../gql/hooks.ts';
import { WidgetAuthEditorForm } from './widget-auth-editor-form.tsx';

/** The large modal widget authentication editor over the list (spec 02, /widgets/auth/{id}, id or "new"). */
export function WidgetAuthEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const isNew = id === 'new';
  const query = useWidgetAuthEditQuery({ variables: { id }, skip: isNew, fetchPolicy: 'cache-and-network' });
  const auth = query.data?.widgetAuth;
  return (
    <EditorDialog
      title={isNew ? 'New widget authentication' : `Widget authentication ${auth?.name ?? id}`}
      onClose={onClose}
      size="lg"
      scrollBehavior="outside"
      keepOnOutsideClick
      loading={!isNew && !auth}
      error={{ title: 'Could not load the widget authentication.', error: query.error, onRetry: query.refetch }}
      bare
    >
      <WidgetAuthEditorForm auth={auth} onClose={onClose} />
    </EditorDialog>
  );
}
