import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { MediaChooser, MediaKind, MediaRef } from '../editor-body/media-chooser.ts';
import { type ChooserMedia, MediaChooserDialog } from './media-chooser-dialog.tsx';

interface Pending {
  kind: MediaKind;
  resolve(media: MediaRef | null): void;
}

/**
 * The editor body's way into the media library: chooseMedia opens the selector dialog and resolves with the pick.
 * Picked items are remembered so the canvas can draw their thumbnails and fonts straight away.
 */
export function useMediaChooser(): { chooser: MediaChooser; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const known = useRef(new Map<number, ChooserMedia>());
  const chooser = useMemo<MediaChooser>(
    () => ({
      chooseMedia: (kind) => new Promise((resolve) => setPending({ kind, resolve })),
      mediaThumbnail: (mediaId) => known.current.get(mediaId)?.thumbnailUrl,
      mediaUrl: (mediaId) => known.current.get(mediaId)?.downloadUrl,
    }),
    [],
  );
  const close = (media: ChooserMedia | null) => {
    if (!pending) return;
    setPending(null);
    if (!media) return pending.resolve(null);
    const mediaId = Number(media.id);
    known.current.set(mediaId, media);
    pending.resolve({
      mediaId,
      name: media.name,
      mediaType: media.mediaType,
      thumbnailUrl: media.thumbnailUrl,
      downloadUrl: media.downloadUrl,
      duration: media.duration,
    });
  };
  const dialog = pending ? <MediaChooserDialog kind={pending.kind} onClose={close} /> : null;
  return { chooser, dialog };
}
