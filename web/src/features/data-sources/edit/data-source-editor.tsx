import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { LoadError } from '../../../components/load-error.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { isEscapeForTagInput } from '../../../components/tags/tag-input.tsx';
import { useDataSourceEditQuery } from '../../../gql/hooks.ts';
import { DataSourceEditorForm } from './data-source-editor-form.tsx';

interface DataSourceEditorProps {
  /** A data source id, or "new". */
  id: string;
  /** Back to the list: OK and Cancel both go there (spec 02 §2). */
  onClose: () => void;
  /** A new source was created but its file was not stored: its own editor, to try again. */
  onReopen: (id: string) => void;
}

/** The large modal data source editor over the list (spec 02 "Data source editor", /datasources/{id}). */
export function DataSourceEditor({ id, onClose, onReopen }: DataSourceEditorProps) {
  const isNew = id === 'new';
  const query = useDataSourceEditQuery({ variables: { id }, skip: isNew, fetchPolicy: 'cache-and-network' });
  const source = query.data?.dataSource;
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="xl"
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
              <Dialog.Title>{isNew ? 'New data source' : `Data source ${source?.name ?? id}`}</Dialog.Title>
            </Dialog.Header>
            {isNew || source ? (
              <DataSourceEditorForm source={source} onClose={onClose} onReopen={onReopen} />
            ) : query.error ? (
              <Dialog.Body>
                <LoadError
                  title="Could not load the data source."
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
