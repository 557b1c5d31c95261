import { Button, Stack } from '@chakra-ui/react';
import { LuDownload, LuTrash2 } from 'react-icons/lu';
import { useNavigate, useParams } from 'react-router';
import {
  DETAIL_QUERY_CONTEXT,
  DetailColumns,
  DetailHeader,
  DetailPage,
} from '../../../components/detail-page/detail-page.tsx';
import { Section } from '../../../components/section.tsx';
import { useConsoleSettingsQuery, useMediaEditQuery } from '../../../gql/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';
import { mediaTypeOf } from '../media-type-labels.ts';
import { MediaDetails } from './media-details.tsx';
import { MediaEditForm } from './media-edit-form.tsx';
import { MediaPreview } from './media-preview.tsx';
import { TouchAppReplace } from './touch-app-replace.tsx';
import { useDeleteMedia } from './use-delete-media.ts';
import { useUpdateMedia } from './use-update-media.ts';

export const MEDIA_NOT_FOUND = 'This media item does not exist, or you may not see it.';

/** /media/{id}: rename, retag, download, delete, replace a touch app, view an image full screen (spec 01 §2). */
export function MediaEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const settings = useConsoleSettingsQuery().data?.consoleSettings;
  const { data, error, refetch } = useMediaEditQuery({
    variables: { id },
    // Fresh on arrival: its download and image links are signed for an hour only.
    fetchPolicy: 'cache-and-network',
    context: DETAIL_QUERY_CONTEXT,
  });
  const [save, { loading: saving }] = useUpdateMedia();
  const [deleteMedia, { loading: deleting }] = useDeleteMedia();
  const canEdit = useCan('edit media');

  return (
    <DetailPage
      item={data?.media}
      error={error}
      onRetry={() => void refetch()}
      back={{ to: paths.media, label: 'Back to media' }}
      notFound={MEDIA_NOT_FOUND}
      loadErrorTitle="Could not load this media item."
    >
      {(media) => (
        <>
          <DetailHeader
            title={media.name}
            actions={
              <>
                <Button asChild variant="outline">
                  <a href={media.downloadUrl} download={media.originalName}>
                    <LuDownload />
                    Download
                  </a>
                </Button>
                {canEdit && (
                  <Button
                    colorPalette="red"
                    variant="outline"
                    loading={deleting}
                    onClick={() => void deleteMedia(media.id).then((gone) => gone && navigate(paths.media))}
                  >
                    <LuTrash2 />
                    Delete
                  </Button>
                )}
              </>
            }
          />
          <DetailColumns>
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
                <MediaDetails media={media} />
              </Section>
            </Stack>
          </DetailColumns>
        </>
      )}
    </DetailPage>
  );
}
