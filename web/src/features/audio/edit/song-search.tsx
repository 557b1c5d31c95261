import { Box, Button, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { AUDIO_SONG_SEARCH_PAGE_SIZE } from '@signage/domain/page-sizes';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { LoadError } from '../../../components/load-error.tsx';
import { PickerPager } from '../../../components/pager.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { TagInput, type TagValue } from '../../../components/tags/tag-input.tsx';
import type { PlaylistTrack_MediaFragment } from '../../../gql/graphql.ts';
import { useSongSearchQuery } from '../../../gql/hooks.ts';
import { durationText } from './use-playlist-tracks.ts';

/**
 * The song search (spec 02 "Playlist editor", §9): audio media by text and tags, 100 a page, each with its title,
 * artist, album, year and duration, and a button that adds it to the playlist.
 */
export function SongSearch({ onAdd }: { onAdd: (media: PlaylistTrack_MediaFragment) => void }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [tags, setTags] = useState<TagValue[]>([]);
  const [page, setPage] = useState(1);
  const query = useSongSearchQuery({
    variables: { page, search: search || undefined, tags: tags.length ? tags.map((t) => t.name) : undefined },
  });
  const list = (query.data ?? query.previousData)?.mediaList;
  return (
    <Stack gap="3">
      <Flex
        as="form"
        role="search"
        aria-label="Song search"
        gap="2"
        wrap="wrap"
        align="end"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(text.trim());
          setPage(1);
        }}
      >
        <Box flex="1" minW="48">
          <Input
            aria-label="Search songs"
            placeholder="Title, file name or tag"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Box>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Flex>
      <TagInput
        label="Song tags"
        value={tags}
        onChange={(next) => {
          setTags(next);
          setPage(1);
        }}
      />
      {query.error && !list ? (
        <LoadError title="Could not search the songs." error={query.error} onRetry={() => void query.refetch()} />
      ) : list && list.items.length === 0 ? (
        <Text color="fg.muted">No songs match.</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" rounded="md" maxH="96" overflowY="auto">
          <Table.Root size="sm" aria-label="Songs" stickyHeader>
            <TableHead columns={['Title', 'Artist', 'Album', 'Year', 'Duration', { label: 'Add', hidden: true }]} />
            <Table.Body>
              {list?.items.map((media) => {
                const title = media.metadata.title ?? media.name;
                return (
                  <Table.Row key={media.id}>
                    <Table.Cell>{title}</Table.Cell>
                    <Table.Cell>{media.metadata.artist ?? ''}</Table.Cell>
                    <Table.Cell>{media.metadata.album ?? ''}</Table.Cell>
                    <Table.Cell>{media.metadata.year ?? ''}</Table.Cell>
                    <Table.Cell>{durationText(media.duration)}</Table.Cell>
                    <Table.Cell>
                      <Button size="xs" variant="outline" aria-label={`Add ${title}`} onClick={() => onAdd(media)}>
                        <LuPlus />
                        Add
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <PickerPager page={page} pageSize={AUDIO_SONG_SEARCH_PAGE_SIZE} list={list} onPageChange={setPage} />
    </Stack>
  );
}
