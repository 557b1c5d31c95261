import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Dialog, Separator, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { DataSourceEditQuery } from '../../../gql/graphql.ts';
import { useSessionTags } from '../../../lib/session-tags.ts';
import { useCan } from '../../../lib/use-can.ts';
import { EDIT_DATA_SOURCES } from '../data-source-permissions.ts';
import { DataSourceFields } from './data-source-fields.tsx';
import { DataSourceFileField } from './data-source-file-field.tsx';
import { DataSourceLastPoll } from './data-source-last-poll.tsx';
import { DataSourcePreview } from './data-source-preview.tsx';
import {
  type DataSourceValues,
  dataSourceInput,
  dataSourceProblem,
  initialDataSourceValues,
} from './data-source-values.ts';
import { useDataSourceUpload } from './use-data-source-upload.ts';
import { useCreateDataSource, useUpdateDataSource } from './use-save-data-source.ts';

type Source = DataSourceEditQuery['dataSource'];

interface DataSourceEditorFormProps {
  /** Undefined for a new source. */
  source: Source | undefined;
  onClose: () => void;
  onReopen: (id: string) => void;
}

/** What an upload changes: the editor's own queries and the list's Type and Url. */
const AFTER_UPLOAD = ['DataSourceEditQuery', 'DataSourcePreviewQuery', 'DataSourceListQuery'];

/**
 * The editor's form: the fields, the file upload of a local source (at once for a saved source; after creating
 * a new one), the last poll of a remote one, and the preview. OK saves and returns to the list; Cancel returns.
 */
export function DataSourceEditorForm({ source, onClose, onReopen }: DataSourceEditorFormProps) {
  const client = useApolloClient();
  const sessionTags = useSessionTags();
  const canEdit = useCan(EDIT_DATA_SOURCES);
  const [values, setValues] = useState<DataSourceValues>(() => initialDataSourceValues(source, sessionTags));
  const [pendingFile, setPendingFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const { progress, problem: uploadProblem, upload, uploading } = useDataSourceUpload();
  const [create, created] = useCreateDataSource();
  const [update, updated] = useUpdateDataSource();
  const change = (patch: Partial<DataSourceValues>) => setValues((v) => ({ ...v, ...patch }));

  const uploadNow = async (file: File) => {
    if (!source) {
      setPendingFile(file);
      return;
    }
    if (!(await upload(source.uploadPath, file))) return;
    // The service made the source Local and cleared its url; the form follows, so OK does not undo it.
    change({ sourceType: 'LOCAL', url: '' });
    await client.refetchQueries({ include: AFTER_UPLOAD });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canEdit) return onClose();
    const refusal = dataSourceProblem(values);
    setProblem(refusal);
    if (refusal) return;
    const input = dataSourceInput(values);
    if (source) {
      if (await update(source.id, input)) onClose();
      return;
    }
    const made = await create(input);
    if (!made) return;
    if (pendingFile && values.sourceType === 'LOCAL' && !(await upload(made.uploadPath, pendingFile))) {
      onReopen(made.id);
      return;
    }
    onClose();
  };

  const busy = created.loading || updated.loading || uploading;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="5">
          <DataSourceFields values={values} onChange={change} disabled={!canEdit || busy} />
          {values.sourceType === 'LOCAL' && (
            <DataSourceFileField
              pendingName={pendingFile?.name}
              onFile={(file) => void uploadNow(file)}
              progress={progress}
              problem={uploadProblem}
              disabled={!canEdit}
              helperText={
                source
                  ? 'A CSV with a header row and a Key column; it replaces the current file as soon as it is chosen.'
                  : 'A CSV with a header row and a Key column; it is uploaded once the data source is created.'
              }
            />
          )}
          {source && values.sourceType === 'REMOTE' && <DataSourceLastPoll source={source} />}
          {problem && (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Title role="alert">{problem}</Alert.Title>
            </Alert.Root>
          )}
          {source && (
            <>
              <Separator />
              <DataSourcePreview id={source.id} />
            </>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="accent" loading={busy}>
          OK
        </Button>
      </Dialog.Footer>
    </form>
  );
}
