import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { useState } from 'react';
import { type MediaKind, type MediaRef, useMediaChooser } from '../media-chooser.ts';
import type { ElementNode } from '../model/normalise.ts';
import { useEditor } from '../state/editor-context.ts';
import { CheckField } from './fields.tsx';

/** The spec's refusal when chosen media is not the element's type (spec 01 §5). */
const WRONG: Record<MediaKind, string> = {
  image: LAYOUT_MESSAGES.needsImage,
  video: LAYOUT_MESSAGES.needsVideo,
  touchapp: LAYOUT_MESSAGES.needsTouchApp,
  font: LAYOUT_MESSAGES.needsFont,
};

/** Choose media through the frame's chooser and check its type; answers the ref, or shows why it was refused. */
export function useChooseMedia(kind: MediaKind) {
  const chooser = useMediaChooser();
  const [error, setError] = useState<string | null>(null);
  const choose = async (): Promise<MediaRef | null> => {
    const ref = await chooser.chooseMedia(kind);
    if (!ref) return null;
    if (ref.mediaType !== kind) {
      setError(WRONG[kind]);
      return null;
    }
    setError(null);
    return ref;
  };
  return { choose, error };
}

/** Image, video and touch app: the media item, and for pictures whether they keep their aspect ratio. */
export function MediaFields({ node, disabled }: { node: ElementNode; disabled: boolean }) {
  const update = useEditor((s) => s.actions.update);
  const kind = node.type as 'image' | 'video' | 'touchapp';
  const { choose, error } = useChooseMedia(kind);
  if (node.type !== 'image' && node.type !== 'video' && node.type !== 'touchapp') return null;
  const pick = async () => {
    const ref = await choose();
    if (!ref) return;
    const links = { download_url: ref.downloadUrl ?? undefined, thumbnail_url: ref.thumbnailUrl ?? undefined };
    if (node.type === 'image')
      update(node.id, { media_id: ref.mediaId, filename: ref.name, ...links } as Partial<ElementNode>);
    // A video plays for as long as its media item lasts.
    else if (node.type === 'video')
      update(node.id, { media_id: ref.mediaId, duration: ref.duration ?? null, ...links } as Partial<ElementNode>);
    else update(node.id, { media_id: ref.mediaId, download_url: links.download_url } as Partial<ElementNode>);
  };
  const name =
    node.type === 'image' && node.filename ? node.filename : node.media_id ? `Media ${node.media_id}` : 'None';
  return (
    <Stack gap="2">
      <Field.Root invalid={!!error}>
        <Field.Label>Media</Field.Label>
        <HStack>
          <Text fontSize="sm" flex="1" truncate>
            {name}
          </Text>
          <Button size="xs" onClick={pick} disabled={disabled}>
            Choose {kind === 'touchapp' ? 'touch app' : kind}
          </Button>
        </HStack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      {node.type !== 'touchapp' && (
        <CheckField
          label="Maintain aspect ratio"
          checked={node._metadata?.maintain_ar !== false}
          onChange={(maintain_ar) => update(node.id, { _metadata: { ...node._metadata, maintain_ar } })}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
