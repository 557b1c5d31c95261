import { Button, SimpleGrid } from '@chakra-ui/react';
import { normaliseTag } from '@signage/domain/tags';
import { useState } from 'react';
import { LuImage, LuUpload } from 'react-icons/lu';
import { type ListEmptyStates, ListPage } from '../../components/list-page/list-page.tsx';
import { useConsoleSettingsQuery, useMediaListQuery, useMeQuery } from '../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { fillColumns } from '../../lib/fill-columns.ts';
import { useSessionTags } from '../../lib/session-tags.ts';
import { useCan } from '../../lib/use-can.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { usePageSelection } from '../../lib/use-page-selection.ts';
import { MediaCard } from './media-card.tsx';
import { MediaFiltersBar } from './media-filters.tsx';
import { MEDIA_LIST_PARAMS, mediaListVariables } from './media-list-params.ts';
import { MediaSelectionBar } from './media-selection-bar.tsx';
import { TaggingTour } from './tagging-tour.tsx';
import { UploadDialog } from './upload/upload-dialog.tsx';
import { useDeleteMediaItems } from './use-delete-media-items.ts';

export const MEDIA_LIST_EMPTY: ListEmptyStates = {
  nothingYet: 'No media yet. Upload some.',
  noMatches: 'No media matches these filters.',
  icon: LuImage,
};

/** /media: the media library (spec 01 §2). */
export function MediaLibraryPage() {
  const me = useMeQuery().data?.me;
  const settings = useConsoleSettingsQuery().data?.consoleSettings;
  const sessionTags = useSessionTags();
  const canEdit = useCan('edit media');
  const params = useListParams(MEDIA_LIST_PARAMS);
  const selection = usePageSelection(`${params.key}/${params.page}`);
  const [uploadOpen, setUploadOpen] = useState(false);

  // Always asked again on arrival: thumbnail links are signed for an hour only, and a list kept in the cache
  // longer would show broken images.
  const query = useMediaListQuery({
    variables: mediaListVariables(params.filters, sessionTags, params.page, params.pageSize),
    fetchPolicy: 'cache-and-network',
    context: SHOWN_ON_SCREEN,
  });
  const list = (query.data ?? query.previousData)?.mediaList;
  const items = list?.items ?? [];

  const [deleteItems, { loading: deleting }] = useDeleteMediaItems();
  const visibleSelected = items.filter((item) => selection.selected.has(item.id)).map((item) => item.id);
  const uploadButton = canEdit && (
    <Button colorPalette="accent" onClick={() => setUploadOpen(true)} data-tour="media-upload">
      <LuUpload />
      Upload media
    </Button>
  );

  return (
    <>
      <ListPage
        title="Media"
        empty={MEDIA_LIST_EMPTY}
        emptyAction={uploadButton}
        actions={uploadButton}
        query={query}
        list={list}
        params={params}
        filters={<MediaFiltersBar filters={params.filters} onChange={params.setFilters} />}
        toolbar={
          canEdit && (
            <MediaSelectionBar
              selectedCount={visibleSelected.length}
              pageCount={items.length}
              deleting={deleting}
              onSelectAll={(all) => selection.set(all ? items.map((i) => i.id) : [])}
              onDelete={() => void deleteItems(visibleSelected).then((done) => done && selection.clear())}
            />
          )
        }
        dialogs={
          canEdit &&
          settings && (
            <UploadDialog
              open={uploadOpen}
              onClose={() => setUploadOpen(false)}
              sessionTags={sessionTags.map(normaliseTag)}
              forcedTags={me?.forcedTags ?? []}
              uploadPath={settings.mediaUploadPath}
              maxUploadBytes={settings.maxUploadBytes}
              onUploaded={() => void query.refetch()}
            />
          )
        }
      >
        <SimpleGrid
          as="ul"
          aria-label="Media items"
          listStyleType="none"
          templateColumns={fillColumns('220px')}
          gap="4"
        >
          {items.map((media) => (
            <li key={media.id}>
              <MediaCard
                media={media}
                selectable={canEdit}
                selected={selection.selected.has(media.id)}
                onSelectedChange={(on) => selection.toggle(media.id, on)}
              />
            </li>
          ))}
        </SimpleGrid>
      </ListPage>
      <TaggingTour canUpload={Boolean(canEdit)} />
    </>
  );
}
