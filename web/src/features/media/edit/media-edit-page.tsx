import { Button } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { useParams } from 'react-router';
import { DETAIL_QUERY_CONTEXT, DetailPage } from '../../../components/detail-page/detail-page.tsx';
import { mediaTypeOf } from '../../../components/labels/media-type-labels.ts';
import { useConsoleSettingsQuery, useMediaEditQuery } from '../../../gql/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';
import { MediaDetails } from './media-details.tsx';
import { MediaEditForm } from './media-edit-form.tsx';
import { MediaPreview } from './media-preview.tsx';
import { MediaUsedBy, usageSentence } from './media-used-by.tsx';
import { TouchAppReplace } from './touch-app-replace.tsx';
import { useDeleteMedia } from './use-delete-media.ts';
import { useUpdateMedia } from './use-update-media.ts';

/** /media/{id}: rename, retag, download, delete, replace a touch app, view an image full screen (spec 01 §2). */
export function MediaEditPage() {
  const { id = '' } = useParams();
  const settings = useConsoleSettingsQuery().data?.consoleSettings;
  const query = useMediaEditQuery({
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
      item={query.data?.media}
      header={(media) => ({
        title: media.name,
        actions: (
          <Button asChild variant="outline">
            <a href={media.downloadUrl} download={media.originalName}>
              <LuDownload />
              Download
            </a>
          </Button>
        ),
      })}
      remove={
        canEdit && {
          label: 'Delete',
          busy: deleting,
          run: (media) => deleteMedia(media.id, usageSentence(media.usedBy)),
        }
      }
      noun="media item"
      back={{ to: paths.media, label: 'Back to media' }}
      query={query}
      sections={(media) => ({
        left: [{ body: <MediaPreview media={media} /> }],
        right: [
          {
            title: 'Name and tags',
            // Keyed by the item, so the form starts again from what the server holds after a replacement.
            body: (
              <MediaEditForm
                key={media.id}
                media={media}
                readOnly={!canEdit}
                saving={saving}
                onSave={(changes) => void save(media.id, changes)}
              />
            ),
          },
          canEdit &&
            settings &&
            mediaTypeOf(media.mediaFormat) === 'touchapp' && {
              title: 'Replace touch app',
              body: (
                <TouchAppReplace
                  mediaId={media.id}
                  mediaUploadPath={settings.mediaUploadPath}
                  onReplaced={() => void query.refetch()}
                />
              ),
            },
          { title: 'Used by layouts', body: <MediaUsedBy media={media} /> },
          { title: 'Details', body: <MediaDetails media={media} /> },
        ],
      })}
    />
  );
}
