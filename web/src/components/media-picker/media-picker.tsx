import { Combobox, createListCollection, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import type { MediaPicker_MediaFragment } from '../../gql/graphql.ts';
import { useMediaPickerChosenQuery, useMediaPickerQuery } from '../../gql/hooks.ts';
import { useChoiceSearch } from '../loaded-choices.tsx';

/** How many matches the picker offers at once; typing narrows them. */
export const MEDIA_PICKER_SIZE = 25;

export type PickedMedia = MediaPicker_MediaFragment;

/**
 * The item a saved record names by id, as a picker's value: its name once read, "Media {id}" while it loads or
 * where the item is gone or hidden from the user.
 */
export function usePickedMedia(id: string | undefined): PickedMedia | undefined {
  const { data } = useMediaPickerChosenQuery({
    variables: { id: id ?? '' },
    skip: id === undefined,
    errorPolicy: 'all',
    // An item since deleted or hidden keeps its id on screen; no notification about it.
    context: { handledErrorCodes: 'all' },
  });
  if (id === undefined) return undefined;
  return data?.media?.id === id ? data.media : { id, name: `Media ${id}`, mediaFormat: '' };
}

/**
 * Chooses one item of the media library by typing part of its name, file name or tag: only items that exist
 * (and that the user may see) can be chosen, never a typed id.
 */
export function MediaPicker({
  label,
  value,
  onChange,
  mediaFormat,
  invalid,
}: {
  label: string;
  value: PickedMedia | undefined;
  onChange: (media: PickedMedia | undefined) => void;
  /** Only items of this format are offered ("zip" for a kiosk's local play). */
  mediaFormat?: string;
  /** The form refused the value: the field is marked. */
  invalid?: boolean;
}) {
  const { typed, setTyped, search } = useChoiceSearch();
  // The input shows the chosen item's name: one chosen, cleared, or read after the form opened.
  useEffect(() => setTyped(value?.name ?? ''), [value?.name, setTyped]);
  const { data, previousData, loading } = useMediaPickerQuery({
    variables: { pageSize: MEDIA_PICKER_SIZE, ...(search ? { search } : {}), ...(mediaFormat ? { mediaFormat } : {}) },
  });
  const found = (data ?? previousData)?.mediaList;
  const collection = useMemo(
    () =>
      createListCollection({
        items: found?.items ?? [],
        itemToString: (item) => item.name,
        itemToValue: (item) => item.id,
      }),
    [found],
  );

  return (
    <Combobox.Root
      collection={collection}
      value={value ? [value.id] : []}
      inputValue={typed}
      onInputValueChange={(details) => setTyped(details.inputValue)}
      onValueChange={(details) => onChange(details.items[0])}
      openOnClick
      invalid={invalid}
      width="full"
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder="Type to search the media library" />
        <Combobox.IndicatorGroup>
          {loading && <Spinner size="xs" />}
          <Combobox.ClearTrigger />
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{loading ? 'Searching…' : 'No media matches.'}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={item.id} item={item}>
                <HStack justify="space-between" width="full" gap="3">
                  <Combobox.ItemText>{item.name}</Combobox.ItemText>
                  <Text fontSize="xs" color="fg.muted">
                    {item.mediaFormat.toUpperCase()} · ID {item.id}
                  </Text>
                </HStack>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
            {found && found.pageInfo.totalItems > found.items.length && (
              <Text fontSize="xs" color="fg.muted" px="2" py="1">
                {found.pageInfo.totalItems - found.items.length} more: type to narrow down.
              </Text>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
