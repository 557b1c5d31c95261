import { Stack, Text } from '@chakra-ui/react';
import { classifyMediaFile } from '@signage/domain/media';
import { MEDIA_MESSAGES } from '@signage/domain/messages';
import { useState } from 'react';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { UploadProgress } from '../../../components/upload-progress.tsx';
import { endRefusedSession, getToken } from '../../../lib/session.ts';
import { DropZone } from '../upload/drop-zone.tsx';
import { sendMediaFile } from '../upload/send-media-file.ts';

/** The REST path that replaces one item's file: mediaUploadPath (/api/media/) + id. */
export function replacePath(mediaUploadPath: string, id: string): string {
  return `${mediaUploadPath.replace(/\/?$/, '/')}${encodeURIComponent(id)}`;
}

interface TouchAppReplaceProps {
  mediaId: string;
  mediaUploadPath: string;
  onReplaced: () => void;
  createXhr?: () => XMLHttpRequest;
}

/** "Replace touch app": one .zip, sent as multipart PUT with a real progress bar, then the item reloads. */
export function TouchAppReplace({ mediaId, mediaUploadPath, onReplaced, createXhr }: TouchAppReplaceProps) {
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const replace = async (files: File[]) => {
    setProblem(null);
    // Spec 01 §5: replacing a touch app allows one file.
    if (files.length > 1) {
      notify('danger', MEDIA_MESSAGES.maxUploads);
      return;
    }
    const [file] = files;
    if (!file) return;
    const classified = classifyMediaFile(file.name);
    if ('error' in classified || classified.type !== 'touchapp') {
      const refusal = 'error' in classified ? classified.error : 'A touch app can only be replaced by a .zip file.';
      setProblem(refusal);
      notify('danger', refusal);
      return;
    }
    setProgress(0);
    const outcome = await sendMediaFile({
      url: replacePath(mediaUploadPath, mediaId),
      method: 'PUT',
      file,
      token: getToken(),
      onProgress: setProgress,
      createXhr,
    });
    if (outcome.kind === 'unauthenticated') {
      endRefusedSession();
      return;
    }
    setProgress(null);
    if (outcome.kind === 'failure') {
      setProblem(outcome.message);
      notify('danger', outcome.message);
      return;
    }
    notify('success', MEDIA_MESSAGES.updated);
    onReplaced();
  };

  return (
    <Stack gap="3">
      <DropZone
        multiple={false}
        accept=".zip,application/zip"
        inputLabel="Touch app file (.zip)"
        buttonLabel="Replace touch app"
        disabled={progress !== null}
        onFiles={(files) => void replace(files)}
      />
      {progress !== null && <UploadProgress fraction={progress} label="Replacement upload progress" />}
      {problem && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
