import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { type Dialog, Stack, type StackProps, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EditorDialog } from './editor-dialog/editor-dialog.tsx';
import { SearchedChoices, ShownOfTotal, useChoiceSearch } from './loaded-choices.tsx';

interface SearchedChoicesBodyProps<TData, TVariables extends OperationVariables, T> {
  /** What the choices are, in the sentences: "Search templates", "No layouts yet.". */
  noun: string;
  /** The choices' query, asked while the dialog is open, with what was typed as its `search` (none while empty). */
  document: TypedDocumentNode<TData, TVariables>;
  /** The query's other variables (the template selector's first page). */
  variables?: Omit<TVariables, 'search'>;
  /** The first page of choices within the answer. */
  select: (data: TData) => { items: readonly T[]; pageInfo: { totalItems: number } };
  /** The space between the search box, the choices and the note under them. */
  gap: StackProps['gap'];
  /** How the "Showing 20 of 35" note under the choices is written. */
  noteProps?: TextProps;
  children: (items: readonly T[]) => ReactNode;
}

interface SearchedChoicesDialogProps<TData, TVariables extends OperationVariables, T>
  extends SearchedChoicesBodyProps<TData, TVariables, T> {
  title: string;
  open: boolean;
  onClose: () => void;
  size: Dialog.RootProps['size'];
}

/**
 * A dialog that picks one of a list searched by name or tag, showing its first page: the search box, the choices,
 * how many of how many, and Cancel. Its body mounts with each opening, so the search starts empty.
 */
export function SearchedChoicesDialog<TData, TVariables extends OperationVariables, T>({
  title,
  open,
  onClose,
  size,
  ...body
}: SearchedChoicesDialogProps<TData, TVariables, T>) {
  return (
    <EditorDialog title={title} open={open} onClose={onClose} size={size} scrollBehavior="inside" cancel="Cancel">
      <SearchedChoicesBody {...body} />
    </EditorDialog>
  );
}

function SearchedChoicesBody<TData, TVariables extends OperationVariables, T>(
  props: SearchedChoicesBodyProps<TData, TVariables, T>,
) {
  const { noun, gap, noteProps, children } = props;
  const choiceSearch = useChoiceSearch();
  const { search } = choiceSearch;
  const variables = { ...props.variables, ...(search ? { search } : {}) } as TVariables;
  const options = { variables, fetchPolicy: 'cache-and-network' } as useQuery.Options<TData, TVariables>;
  const query = useQuery(props.document, options);
  const data = query.data ?? query.previousData;
  const list = data === undefined ? undefined : props.select(data as TData);
  return (
    <Stack gap={gap}>
      <SearchedChoices noun={noun} search={choiceSearch} items={list?.items} query={query}>
        {children}
      </SearchedChoices>
      <ShownOfTotal list={list} noun={noun} {...noteProps} />
    </Stack>
  );
}
