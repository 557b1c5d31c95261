import { type Dialog, Stack, type StackProps, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EditorDialog } from './editor-dialog/editor-dialog.tsx';
import { type ChoicesQuery, SearchedChoices, ShownOfTotal, useChoiceSearch } from './loaded-choices.tsx';

/** A picker's query as the dialog reads it: its error and retry, and the first page it answered. */
export interface SearchedChoiceList<T> {
  query: ChoicesQuery;
  list: { items: readonly T[]; pageInfo: { totalItems: number } } | undefined;
}

interface SearchedChoicesBodyProps<T> {
  /** What the choices are, in the sentences: "Search templates", "No layouts yet.". */
  noun: string;
  /** The query of what was searched (a hook, called while the dialog is open). */
  useChoices: (search: string) => SearchedChoiceList<T>;
  /** The space between the search box, the choices and the note under them. */
  gap: StackProps['gap'];
  /** How the "Showing 20 of 35" note under the choices is written. */
  noteProps?: TextProps;
  children: (items: readonly T[]) => ReactNode;
}

interface SearchedChoicesDialogProps<T> extends SearchedChoicesBodyProps<T> {
  title: string;
  open: boolean;
  onClose: () => void;
  size: Dialog.RootProps['size'];
}

/**
 * A dialog that picks one of a list searched by name or tag, showing its first page: the search box, the choices,
 * how many of how many, and Cancel. Its body mounts with each opening, so the search starts empty.
 */
export function SearchedChoicesDialog<T>({ title, open, onClose, size, ...body }: SearchedChoicesDialogProps<T>) {
  return (
    <EditorDialog title={title} open={open} onClose={onClose} size={size} scrollBehavior="inside" cancel="Cancel">
      <SearchedChoicesBody {...body} />
    </EditorDialog>
  );
}

function SearchedChoicesBody<T>({ noun, useChoices, gap, noteProps, children }: SearchedChoicesBodyProps<T>) {
  const choiceSearch = useChoiceSearch();
  const { query, list } = useChoices(choiceSearch.search);
  return (
    <Stack gap={gap}>
      <SearchedChoices noun={noun} search={choiceSearch} items={list?.items} query={query}>
        {children}
      </SearchedChoices>
      <ShownOfTotal list={list} noun={noun} {...noteProps} />
    </Stack>
  );
}
