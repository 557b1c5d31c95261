import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';

/** One entry of an ordered list being edited; `key` tells apart the same media chosen twice. */
export interface KeyedItem<T> {
  key: string;
  media: T;
}

let counter = 0;
const nextKey = () => `item-${++counter}`;

/**
 * An ordered list of media being edited (a playlist's tracks, a sync sequence's videos): add, move by drag or
 * keyboard (see SortableList), remove.
 */
export function useKeyedItems<T>(initial: readonly T[] = []) {
  const [items, setItems] = useState<KeyedItem<T>[]>(() => initial.map((media) => ({ key: nextKey(), media })));
  return {
    items,
    add: (...media: T[]) => setItems((current) => [...current, ...media.map((m) => ({ key: nextKey(), media: m }))]),
    remove: (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    move: (fromKey: string, toKey: string) =>
      setItems((current) => {
        const from = current.findIndex((item) => item.key === fromKey);
        const to = current.findIndex((item) => item.key === toKey);
        return from < 0 || to < 0 ? current : arrayMove(current, from, to);
      }),
  };
}
