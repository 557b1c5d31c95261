import { useRef, useState, useSyncExternalStore } from 'react';
import { useConfirm } from '../../../components/confirm/use-confirm.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { endRefusedSession, getToken } from '../../../lib/session.ts';
import { sendMediaFile } from './send-media-file.ts';
import { probeDimensions, refusalOf } from './upload-checks.ts';
import { createUploadController } from './upload-controller.ts';

export interface UploadQueueOptions {
  /** consoleSettings.mediaUploadPath. */
  uploadPath: string;
  /** consoleSettings.maxUploadBytes. */
  maxUploadBytes: number;
  onUploaded: () => void;
  /** For tests: makes the request objects. */
  createXhr?: () => XMLHttpRequest;
}

/** The upload dialog's queue: its items, and addFiles / remove / upload (see upload-controller.ts). */
export function useUploadQueue(options: UploadQueueOptions) {
  const notify = useNotify();
  const confirm = useConfirm();
  // The controller lives as long as the dialog; it reads the latest options when it needs them.
  const latest = useRef({ ...options, notify, confirm });
  latest.current = { ...options, notify, confirm };
  const [controller] = useState(() =>
    createUploadController({
      check: (file) => refusalOf(file, latest.current.maxUploadBytes, probeDimensions),
      send: (file, tags, onProgress) =>
        sendMediaFile({
          url: latest.current.uploadPath,
          file,
          tags,
          token: getToken(),
          onProgress,
          createXhr: latest.current.createXhr,
        }),
      notify: (type, message, durationMs) => latest.current.notify(type, message, durationMs),
      confirm: (confirmOptions) => latest.current.confirm(confirmOptions),
      onUnauthenticated: () => endRefusedSession(),
      onUploaded: () => latest.current.onUploaded(),
    }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  return { state, addFiles: controller.addFiles, remove: controller.remove, upload: controller.upload };
}
