import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { LoadError } from '../../../components/load-error.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { isEscapeForTagInput } from '../../../components/tags/tag-input.tsx';
import { useWidgetAuthEditQuery } from '../../../gql/hooks.ts';
import { WidgetAuthEditorForm } from './widget-auth-editor-form.tsx';

/** The large modal widget authentication editor over the list (spec 02, /widgets/auth/{id}, id or "new"). */
export function WidgetAuthEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const isNew = id === 'new';
  const query = useWidgetAuthEditQuery({ variables: { id }, skip: isNew, fetchPolicy: 'cache-and-network' });
  const auth = query.data?.widgetAuth;
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="lg"
      closeOnInteractOutside={false}
      onEscapeKeyDown={(event) => {
        if (isEscapeForTagInput(event)) event.preventDefault();
      }}
      scrollBehavior="outside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {isNew ? 'New widget authentication' : `Widget authentication ${auth?.name ?? id}`}
              </Dialog.Title>
            </Dialog.Header>
            {isNew || auth ? (
              <WidgetAuthEditorForm auth={auth} onClose={onClose} />
            ) : query.error ? (
              <Dialog.Body>
                <LoadError
                  title="Could not load the widget authentication."
                  error={query.error}
                  onRetry={() => void query.refetch()}
                />
              </Dialog.Body>
            ) : (
              <Dialog.Body>
                <PageSpinner />
              </Dialog.Body>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
