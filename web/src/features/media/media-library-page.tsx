import { Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_DISPLAY_TIME_ZONE } from '@signage/domain/constants';
import { DEFAULT_MEDIA_PAGE_SIZE, MEDIA_PAGE_SIZES } from '@signage/domain/page-sizes';
import { hasAnyPermission } from '@signage/domain/permissions';
import { normaliseTag } from '@signage/domain/tags';
import { useEffect, useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { Pager } from '../../components/pager.tsx';
import type { TagValue } from '../../components/tags/tag-input.tsx';
import { useConsoleSettingsQuery, useMediaListQuery, useMeQuery } from '../../gql/hooks.ts';
import { useSessionTags } from '../../lib/session-tags.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { MediaCard } from './media-card.tsx';
import { EmptyLibrary, NoMatches } from './media-empty-states.tsx';
import { MediaFiltersBar } from './media-filters.tsx';
import { hasFilters, type MediaFilters, mediaListVariables, NO_FILTERS, pageOf } from './media-list-variables.ts';
import { MediaSelectionBar } from './media-selection-bar.tsx';
import { UploadDialog } from './upload/upload-dialog.tsx';
import { useDeleteMediaItemsMutation } from './use-delete-media-items-mutation.ts';

/** The search box asks once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/** /media: the media library (spec 01 §2). */
export function MediaLibraryPage() {
  const me = useMeQuery().data?.me;
  const settings = useConsoleSettingsQuery().data?.consoleSettings;
  const sessionTags = useSessionTags();
  const canEdit = me ? hasAnyPermission(me.permissions, ['edit media']) : false;

  const [filters, setFilters] = useState<MediaFilters>(NO_FILTERS);
  const [tagValues, setTagValues] = useState<TagValue[]>([]);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_MEDIA_PAGE_SIZE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [uploadOpen, setUploadOpen] = useState(false);

  const effective: MediaFilters = { ...filters, search, tags: tagValues.map((t) => t.name) };
  const variables = mediaListVariables(effective, sessionTags, page, pageSize);

  // Other filters, another page size or other session tags: back to the first page, nothing selected.
  const filterKey = JSON.stringify({ ...variables, page: undefined });
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    setLastFilterKey(filterKey);
    setPage(1);
    setSelected(new Set());
  }

  // Always asked again on arrival: thumbnail links are signed for an hour only, and a list kept in the cache
  // longer would show broken images.
  const { data, previousData, error, refetch } = useMediaListQuery({
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const list = pageOf(data) ?? pageOf(previousData);
  const items = list?.items ?? [];
  const totalItems = list?.pageInfo.totalItems ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalItems / pageSize));

  // After deleting the last items of the last page, show the page before it.
  useEffect(() => {
    if (data && page > pageCount) setPage(pageCount);
  }, [data, page, pageCount]);

  const [deleteItems, { loading: deleting }] = useDeleteMediaItemsMutation();
  const visibleSelected = items.filter((item) => selected.has(item.id)).map((item) => item.id);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const goToPage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };

  const onDeleteSelected = async () => {
    if (await deleteItems(visibleSelected)) setSelected(new Set());
  };

  const filtered = hasFilters(effective) || sessionTags.length > 0;
  // The empty library shows its own upload button, in its middle.
  const emptyLibrary = list !== undefined && items.length === 0 && !filtered;
  const uploadButton = canEdit && (
    <Button colorPalette="accent" onClick={() => setUploadOpen(true)}>
      <LuUpload />
      Upload media
    </Button>
  );

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Media
        </Heading>
        {!emptyLibrary && uploadButton}
      </Flex>

      <MediaFiltersBar
        filters={filters}
        onChange={(next) => setFilters(next)}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        tagValues={tagValues}
        onTagValuesChange={setTagValues}
      />
      {sessionTags.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          Your session tags also apply: {sessionTags.join(', ')}
        </Text>
      )}

      {canEdit && items.length > 0 && (
        <MediaSelectionBar
          selectedCount={visibleSelected.length}
          pageCount={items.length}
          deleting={deleting}
          onSelectAll={(all) => setSelected(new Set(all ? items.map((i) => i.id) : []))}
          onDelete={() => void onDeleteSelected()}
        />
      )}

      {error && !list ? (
        <LoadError title="Could not load the media library." error={error} onRetry={() => void refetch()} />
      ) : !list ? (
        <PageSpinner />
      ) : items.length === 0 ? (
        filtered ? (
          <NoMatches
            sessionTags={sessionTags}
            onClear={
              hasFilters(effective)
                ? () => {
                    setFilters(NO_FILTERS);
                    setTagValues([]);
                    setSearchText('');
                  }
                : undefined
            }
          />
        ) : (
          <EmptyLibrary uploadButton={uploadButton} />
        )
      ) : (
        <SimpleGrid
          as="ul"
          aria-label="Media items"
          listStyleType="none"
          // auto-fill, not minChildWidth's auto-fit: one or two results keep the column width instead of stretching.
          templateColumns="repeat(auto-fill, minmax(220px, 1fr))"
          gap="4"
        >
          {items.map((media) => (
            <li key={media.id}>
              <MediaCard
                media={media}
                timeZone={settings?.displayTimeZone ?? DEFAULT_DISPLAY_TIME_ZONE}
                selectable={canEdit}
                selected={selected.has(media.id)}
                onSelectedChange={(on) => toggle(media.id, on)}
              />
            </li>
          ))}
        </SimpleGrid>
      )}

      {list && totalItems > 0 && (
        <Pager
          pageSizes={MEDIA_PAGE_SIZES}
          page={Math.min(page, pageCount)}
          pageSize={pageSize}
          totalItems={totalItems}
          onPageChange={goToPage}
          onPageSizeChange={setPageSize}
        />
      )}

      {canEdit && settings && (
        <UploadDialog
          open={uploadOpen}
          onClose={() => setUploadOpen(false)}
          sessionTags={sessionTags.map(normaliseTag)}
          forcedTags={me?.forcedTags ?? []}
          uploadPath={settings.mediaUploadPath}
          maxUploadBytes={settings.maxUploadBytes}
          onUploaded={() => void refetch()}
        />
      )}
    </Stack>
  );
}
