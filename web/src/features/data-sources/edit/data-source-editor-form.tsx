import { useApolloClient } from '@apollo/client/react';
import { Separator } from '@chakra-ui/react';
import { useState } from 'react';
import { EditorForm } from '../../../components/editor-dialog/editor-form.tsx';
import type { DataSourceEditQuery } from '../../../gql/graphql.ts';
import { useConsoleSettingsQuery } from '../../../gql/hooks.ts';
import { useEditorForm } from '../../../lib/use-editor-form.ts';
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
  restCreateFields,
} from './data-source-values.ts';
import { useDataSourceUpload } from './use-data-source-upload.ts';
import { useCreateDataSource, useUpdateDataSource } from './use-save-data-source.ts';

type Source = DataSourceEditQuery['dataSource'];

/** What an upload changes: the editor's own queries and the list's Type and Url. */
const AFTER_UPLOAD = ['DataSourceEditQuery', 'DataSourcePreviewQuery', 'DataSourceListQuery'];

/**
 * The editor's form: the fields, the file upload of a local source (at once for a saved source; with the create
 * for a new one: both are saved, or neither), the last poll of a remote one, and the preview. OK saves and
 * returns to the list; Cancel returns.
 */
export function DataSourceEditorForm({ source, onClose }: { source: Source | undefined; onClose: () => void }) {
  const client = useApolloClient();
  const createPath = useConsoleSettingsQuery().data?.consoleSettings.dataSourceCreatePath;
  const [pendingFile, setPendingFile] = useState<File>();
  const { progress, problem: uploadProblem, upload, uploading } = useDataSourceUpload();
  const [create, created] = useCreateDataSource();
  const [update, updated] = useUpdateDataSource();

  /** A new local source and its chosen file in one request: a refused file leaves nothing behind. */
  const createWithFile = async (file: File, v: DataSourceValues) => {
    if (!createPath || !(await upload(createPath, file, restCreateFields(v)))) return false;
    await client.refetchQueries({ include: ['DataSourceListQuery'] });
    return true;
  };

  const save = async (v: DataSourceValues) => {
    const input = dataSourceInput(v);
    return source
      ? await update(source.id, input)
      : pendingFile && v.sourceType === 'LOCAL'
        ? await createWithFile(pendingFile, v)
        : (await create(input)) !== undefined;
  };
  const { values, change, problem, canEdit, submit } = useEditorForm<DataSourceValues>({
    editRight: EDIT_DATA_SOURCES,
    initial: (sessionTags) => initialDataSourceValues(source, sessionTags),
    problemOf: dataSourceProblem,
    save,
    onClose,
  });

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

  const busy = created.loading || updated.loading || uploading;
  return (
    <EditorForm
      onSubmit={submit}
      onCancel={onClose}
      busy={busy}
      problem={problem}
      after={
        source && (
          <>
            <Separator />
            <DataSourcePreview id={source.id} />
          </>
        )
      }
    >
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
              : 'A CSV with a header row and a Key column; it is saved with the data source when you choose OK.'
          }
        />
      )}
      {source && values.sourceType === 'REMOTE' && <DataSourceLastPoll source={source} />}
    </EditorForm>
  );
}
