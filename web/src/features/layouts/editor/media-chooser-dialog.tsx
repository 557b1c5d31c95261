import { Image, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ChoiceTileGrid } from '../../../components/choice-tile.tsx';
import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';
import { PickerPager } from '../../../components/pager.tsx';
import type { LayoutMediaChooserQuery, MediaType } from '../../../gql/graphql.ts';
import { useLayoutMediaChooserQuery } from '../../../gql/hooks.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { MediaKind } from '../editor-body/media-chooser.ts';

/** The media selector shows 100 to a page (spec 01 §5). */
export const MEDIA_CHOOSER_PAGE_SIZE = 100;
const SEARCH_PAUSE_MS = 250;

export type ChooserMedia = LayoutMediaChooserQuery['mediaList']['items'][number];

const TITLES: Record<MediaKind, string> = {
  image: 'Choose an image',
  video: 'Choose a video',
  font: 'Choose a font',
  touchapp: 'Choose a touch app',
};

/** A dialog listing the library's media of one kind; picking one closes it with that item, closing with null. */
export function MediaChooserDialog(props: { kind: MediaKind; onClose(media: ChooserMedia | null): void }) {
  const { kind, onClose } = props;
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  const { data, previousData, loading, error } = useLayoutMediaChooserQuery({
    variables: { mediaType: kind as MediaType, page, pageSize: MEDIA_CHOOSER_PAGE_SIZE, ...(search ? { search } : {}) },
    fetchPolicy: 'cache-and-network',
  });
  const found = (data ?? previousData)?.mediaList;

  return (
    <EditorDialog title={TITLES[kind]} onClose={() => onClose(null)} size="xl" scrollBehavior="inside" cancel="Cancel">
      <Stack gap="3">
        <Input
          aria-label="Search media"
          placeholder="Search by name, file name or tag"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setPage(1);
          }}
        />
        {error && <Text color="fg.error">Could not load the media library: {error.message}</Text>}
        {!found && loading && <Spinner />}
        {found && found.items.length === 0 && <Text color="fg.muted">No {kind} media in the library.</Text>}
        <ChoiceTileGrid
          items={found?.items ?? []}
          grid={{ columns: { base: 2, md: 4 }, gap: '3' }}
          choiceLabel={(item) => `Choose ${item.name}`}
          onChoose={onClose}
          picture={(item) =>
            kind === 'font' ? (
              <Text fontSize="2xl">Aa</Text>
            ) : (
              <Image src={item.thumbnailUrl} alt="" h="20" w="full" objectFit="contain" />
            )
          }
        />
        <PickerPager page={page} pageSize={MEDIA_CHOOSER_PAGE_SIZE} list={found} onPageChange={setPage} />
      </Stack>
    </EditorDialog>
  );
}
