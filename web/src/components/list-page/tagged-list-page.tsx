import type { ReactNode } from 'react';
import type { To } from 'react-router';
import type { TaggedList } from '../../lib/use-tagged-list.ts';
import { AddLink } from './add-link.tsx';
import { type FilterBarTexts, ListFilterBar } from './list-filter-bar.tsx';
import { type ListEmptyStates, ListPage } from './list-page.tsx';

/** The words of a tagged list screen; one constant per area. */
export interface TaggedListTexts {
  /** The heading, e.g. "Data sources". */
  title: string;
  empty: ListEmptyStates;
  filters: FilterBarTexts;
  /** The add button, e.g. "Add data source"; offered to those who may edit. */
  add: string;
}

interface TaggedListPageProps {
  texts: TaggedListTexts;
  list: TaggedList<unknown>;
  /** Where the add button goes: the editor of "new", over the list. */
  addTo: To;
  /** The table of the page's items. */
  children: ReactNode;
  dialogs?: ReactNode;
}

/**
 * A list filtered by free text and tags (spec 01 §6), with its add button for those who may edit: the data
 * sources, the widget authentications, and the coming lists of the same shape.
 */
export function TaggedListPage({ texts, list, addTo, children, dialogs }: TaggedListPageProps) {
  const { params } = list;
  const add = list.canEdit && <AddLink to={addTo}>{texts.add}</AddLink>;
  return (
    <ListPage
      title={texts.title}
      empty={texts.empty}
      actions={add}
      emptyAction={add}
      query={list.query}
      list={list.list}
      params={params}
      filters={<ListFilterBar texts={texts.filters} filters={params.filters} onChange={params.setFilters} />}
      dialogs={dialogs}
    >
      {children}
    </ListPage>
  );
}
