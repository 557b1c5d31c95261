import { useState } from 'react';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { endRefusedSession, getToken } from '../../../lib/session.ts';
import { sendDataSourceFile } from './send-data-source-file.ts';

/**
 * Uploads a data source's CSV (or creates a new source with it) with a real progress bar, then says how it went:
 * 'Successfully uploaded data source file.' ('Successfully created new Data Source'), or 'error' (spec 02 §7), or
 * the service's refusal as "Error: {msg}". Resolves whether it was stored.
 */
export function useDataSourceUpload(createXhr?: () => XMLHttpRequest) {
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** With `fields`, `path` is the create path: the source is created with its file, or not at all. */
  const upload = async (path: string, file: File, fields?: Record<string, unknown>): Promise<boolean> => {
    setProblem(null);
    setProgress(0);
    const outcome = await sendDataSourceFile({
      url: path,
      file,
      fields,
      token: getToken(),
      onProgress: setProgress,
      createXhr,
    });
    setProgress(null);
    if (outcome.kind === 'unauthenticated') {
      endRefusedSession();
      return false;
    }
    if (outcome.kind === 'failure') {
      setProblem(outcome.message);
      // "Error: {msg}" is a warning (spec 02 §8); a failure without the service's reason stays a danger.
      notify(outcome.message.startsWith('Error: ') ? 'warning' : 'danger', outcome.message);
      return false;
    }
    notify('success', outcome.message);
    return true;
  };

  return { progress, problem, upload, uploading: progress !== null };
}
