import { Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ChoiceTileGrid } from '../../../components/choice-tile.tsx';
import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';
import { LoadedChoices, useChoiceSearch } from '../../../components/loaded-choices.tsx';
import { PickerPager } from '../../../components/pager.tsx';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import type { LayoutMediaChooserQuery, MediaType } from '../../../gql/graphql.ts';
import { useLayoutMediaChooserQuery } from '../../../gql/hooks.ts';
import type { MediaKind } from '../editor-body/media-chooser.ts';

/** The media selector shows 100 to a page (spec 01 §5). */
export const MEDIA_CHOOSER_PAGE_SIZE = 100;

export type ChooserMedia = LayoutMediaChooserQuery['mediaList']['items'][number];

/** What the chooser lists, in its title and sentences. */
const KINDS: Record<MediaKind, { title: string; noun: string }> = {
  image: { title: 'Choose an image', noun: 'images' },
  video: { title: 'Choose a video', noun: 'videos' },
  font: { title: 'Choose a font', noun: 'fonts' },
  touchapp: { title: 'Choose a touch app', noun: 'touch apps' },
};

/** A dialog listing the library's media of one kind; picking one closes it with that item, closing with null. */
export function MediaChooserDialog(props: { kind: MediaKind; onClose(media: ChooserMedia | null): void }) {
  const { kind, onClose } = props;
  const { title, noun } = KINDS[kind];
  const [page, setPage] = useState(1);
  const search = useChoiceSearch();
  const query = useLayoutMediaChooserQuery({
    variables: {
      mediaType: kind as MediaType,
      page,
      pageSize: MEDIA_CHOOSER_PAGE_SIZE,
      ...(search.search ? { search: search.search } : {}),
    },
    fetchPolicy: 'cache-and-network',
  });
  const found = (query.data ?? query.previousData)?.mediaList;

  return (
    <EditorDialog title={title} onClose={() => onClose(null)} size="xl" scrollBehavior="inside" cancel="Cancel">
      <Stack gap="3">
        <Input
          aria-label="Search media"
          placeholder="Search by name, file name or tag"
          value={search.typed}
          onChange={(e) => {
            search.setTyped(e.target.value);
            setPage(1);
          }}
        />
        <LoadedChoices
          items={found?.items}
          query={query}
          errorTitle="Could not load the media library."
          empty={
            search.search ? `No ${noun} match this search.` : `No ${noun} in the library yet: upload some in Media.`
          }
        >
          {(items) => (
            <ChoiceTileGrid
              items={items}
              grid={{ columns: { base: 2, md: 4 }, gap: '3' }}
              choiceLabel={(item) => `Choose ${item.name}`}
              onChoose={onClose}
              picture={(item) =>
                kind === 'font' ? (
                  <Text fontSize="2xl">Aa</Text>
                ) : (
                  <Thumbnail src={item.thumbnailUrl} alt="" h="20" w="full" objectFit="contain" />
                )
              }
            />
          )}
        </LoadedChoices>
        <PickerPager page={page} pageSize={MEDIA_CHOOSER_PAGE_SIZE} list={found} onPageChange={setPage} />
      </Stack>
    </EditorDialog>
  );
}
