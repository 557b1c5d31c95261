import { Box, Stack } from '@chakra-ui/react';
import { SYNC_GALLERY_PAGE_SIZE } from '@signage/domain/page-sizes';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { ChoiceTileGrid } from '../../../components/choice-tile.tsx';
import { LoadedChoices } from '../../../components/loaded-choices.tsx';
import { PickerPager } from '../../../components/pager.tsx';
import { TagInput, type TagValue } from '../../../components/tags/tag-input.tsx';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import type { SyncVideoInfo_MediaFragment } from '../../../gql/graphql.ts';
import { useSyncGalleryQuery } from '../../../gql/hooks.ts';
import { sessionTagNames, useSessionTags } from '../../../lib/session-tags.ts';

/** The video gallery (spec 01 §9: 49 per page), searched by tags; choosing a video adds it to the sequence. */
export function SyncGallery({
  onAdd,
  disabled,
}: {
  onAdd: (media: SyncVideoInfo_MediaFragment) => void;
  disabled: boolean;
}) {
  const sessionTags = useSessionTags();
  const [tags, setTags] = useState<TagValue[]>([]);
  const [page, setPage] = useState(1);
  const names = [...new Set([...sessionTagNames(sessionTags), ...tags.map((t) => t.name)])];
  const query = useSyncGalleryQuery({
    variables: { page, pageSize: SYNC_GALLERY_PAGE_SIZE, ...(names.length ? { tags: names } : {}) },
    fetchPolicy: 'cache-and-network',
  });
  const list = (query.data ?? query.previousData)?.mediaList;
  return (
    <Stack gap="3">
      <TagInput
        label="Search videos by tags"
        value={tags}
        onChange={(next) => {
          setTags(next);
          setPage(1);
        }}
      />
      <LoadedChoices
        items={list?.items}
        query={query}
        errorTitle="Could not load the videos."
        empty={names.length ? 'No videos carry these tags.' : 'No videos yet: upload some in Media.'}
      >
        {(items) => (
          <ChoiceTileGrid
            items={items}
            label="Videos"
            grid={{ minTileWidth: '120px', gap: '2' }}
            size="sm"
            disabled={disabled}
            choiceLabel={(media) => `Add ${media.name} to the sequence`}
            onChoose={onAdd}
            picture={(media) => (
              <Box position="relative">
                <Thumbnail src={media.thumbnailUrl} alt="" aspectRatio={16 / 9} objectFit="cover" width="full" />
                <Box position="absolute" bottom="1" insetEnd="1" bg="bg" rounded="full" p="0.5" lineHeight="0">
                  <LuPlus />
                </Box>
              </Box>
            )}
          />
        )}
      </LoadedChoices>
      <PickerPager page={page} pageSize={SYNC_GALLERY_PAGE_SIZE} list={list} onPageChange={setPage} />
    </Stack>
  );
}
