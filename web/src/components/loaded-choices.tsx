import type { ErrorLike } from '@apollo/client';
import { Input, Text, type TextProps } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { LoadError } from './load-error.tsx';
import { PageSpinner } from './page-spinner.tsx';

/** A picker's query, as far as its list needs it: the load error, and a way to try again. */
interface ChoicesQuery {
  error?: ErrorLike;
  refetch(): unknown;
}

/**
 * A picker's list as it loads: the load error with a retry while there is nothing to show, a spinner until the
 * first answer, the empty sentence, or the choices. A refetch keeps the previous choices in view.
 */
export function LoadedChoices<T>({
  items,
  query,
  errorTitle,
  empty,
  children,
}: {
  items: readonly T[] | undefined;
  query: ChoicesQuery;
  errorTitle: string;
  empty: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (query.error && !items)
    return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (!items) return <PageSpinner />;
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return children(items);
}

/** Typing pauses this long before the picker searches, so each keystroke does not ask the server. */
const SEARCH_PAUSE_MS = 250;

/** What the person typed into a picker's search box, and the trimmed search it settles into. */
export function useChoiceSearch() {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  return { typed, setTyped, search };
}

/** A picker searched by name or tag: its search box, then its choices, every sentence naming the `noun`. */
export function SearchedChoices<T>({
  noun,
  search,
  items,
  query,
  children,
}: {
  noun: string;
  search: ReturnType<typeof useChoiceSearch>;
  items: readonly T[] | undefined;
  query: ChoicesQuery;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <>
      <Input
        aria-label={`Search ${noun}`}
        placeholder={`Search ${noun} by name or tag`}
        value={search.typed}
        onChange={(event) => search.setTyped(event.target.value)}
      />
      <LoadedChoices
        items={items}
        query={query}
        errorTitle={`Could not load the ${noun}.`}
        empty={search.search ? `No ${noun} match this search.` : `No ${noun} yet.`}
      >
        {children}
      </LoadedChoices>
    </>
  );
}

/** Under a picker that shows only its first page: how many of how many, and that a search finds the others. */
export function ShownOfTotal({
  list,
  noun,
  ...text
}: { list: { items: readonly unknown[]; pageInfo: { totalItems: number } } | undefined; noun: string } & TextProps) {
  if (!list || list.pageInfo.totalItems <= list.items.length) return null;
  return (
    <Text {...text} color="fg.muted">
      Showing {list.items.length} of {list.pageInfo.totalItems} {noun}: search to find others.
    </Text>
  );
}
