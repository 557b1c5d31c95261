import { Button, Flex, Heading, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { DEFAULT_DISPLAY_TIME_ZONE } from '@signage/domain/constants';
import { hasAnyPermission } from '@signage/domain/permissions';
import { LuArrowLeft, LuDownload, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DetailFallback, NOT_FOUND_CODES } from '../../../components/detail-fallback.tsx';
import { Section } from '../../../components/section.tsx';
import { useConsoleSettingsQuery, useMediaEditQuery, useMeQuery } from '../../../gql/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { mediaTypeOf } from '../media-type-labels.ts';
import { MediaDetails } from './media-details.tsx';
import { MediaEditForm } from './media-edit-form.tsx';
import { MediaPreview } from './media-preview.tsx';
import { TouchAppReplace } from './touch-app-replace.tsx';
import { useDeleteMediaMutation } from './use-delete-media-mutation.ts';
import { useUpdateMediaMutation } from './use-update-media-mutation.ts';

export const MEDIA_NOT_FOUND = 'This media item does not exist, or you may not see it.';

/** /media/{id}: rename, retag, download, delete, replace a touch app, view an image full screen (spec 01 §2). */
export function MediaEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const me = useMeQuery().data?.me;
  const settings = useConsoleSettingsQuery().data?.consoleSettings;
  const { data, error, refetch } = useMediaEditQuery({
    variables: { id },
    // Fresh on arrival: its download and image links are signed for an hour only.
    fetchPolicy: 'cache-and-network',
    context: { handledErrorCodes: NOT_FOUND_CODES },
  });
  const [save, { loading: saving }] = useUpdateMediaMutation();
  const [deleteMedia, { loading: deleting }] = useDeleteMediaMutation();
  const canEdit = me ? hasAnyPermission(me.permissions, ['edit media']) : false;
  const timeZone = settings?.displayTimeZone ?? DEFAULT_DISPLAY_TIME_ZONE;

  const back = (
    <Link asChild fontSize="sm" color="fg.muted">
      <RouterLink to={paths.media}>
        <LuArrowLeft />
        Back to media
      </RouterLink>
    </Link>
  );

  if (!data) {
    return (
      <DetailFallback
        back={back}
        error={error}
        notFound={MEDIA_NOT_FOUND}
        title="Could not load this media item."
        onRetry={() => void refetch()}
      />
    );
  }

  const { media } = data;
  const onDelete = async () => {
    if (await deleteMedia(media.id)) void navigate(paths.media);
  };

  return (
    <Stack gap="5" maxWidth="7xl">
      {back}
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {media.name}
        </Heading>
        <Flex gap="2" wrap="wrap">
          <Button asChild variant="outline">
            <a href={media.downloadUrl} download={media.originalName}>
              <LuDownload />
              Download
            </a>
          </Button>
          {canEdit && (
            <Button colorPalette="red" variant="outline" loading={deleting} onClick={() => void onDelete()}>
              <LuTrash2 />
              Delete
            </Button>
          )}
        </Flex>
      </Flex>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <MediaPreview media={media} />
        <Stack gap="5">
          <Section title="Name and tags">
            {/* Keyed by the item, so the form starts again from what the server holds after a replacement. */}
            <MediaEditForm
              key={media.id}
              media={media}
              readOnly={!canEdit}
              saving={saving}
              onSave={(changes) => void save(media.id, changes)}
            />
          </Section>
          {canEdit && settings && mediaTypeOf(media.mediaFormat) === 'touchapp' && (
            <Section title="Replace touch app">
              <TouchAppReplace
                mediaId={media.id}
                mediaUploadPath={settings.mediaUploadPath}
                onReplaced={() => void refetch()}
              />
            </Section>
          )}
          <Section title="Details">
            <MediaDetails media={media} timeZone={timeZone} />
          </Section>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
