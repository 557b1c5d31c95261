import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';
import type { SyncVideoInfo_MediaFragment } from '../../../gql/graphql.ts';

/** One video of the sequence; `key` tells apart the same video chosen twice. */
export interface SyncItem {
  key: string;
  media: SyncVideoInfo_MediaFragment;
}

let counter = 0;
const nextKey = () => `item-${++counter}`;

/** The sequence being edited: add from the gallery, move by drag or keyboard, remove. */
export function useSyncSequenceItems(initial: readonly SyncVideoInfo_MediaFragment[] = []) {
  const [items, setItems] = useState<SyncItem[]>(() => initial.map((media) => ({ key: nextKey(), media })));
  return {
    items,
    add: (media: SyncVideoInfo_MediaFragment) => setItems((current) => [...current, { key: nextKey(), media }]),
    remove: (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    move: (fromKey: string, toKey: string) =>
      setItems((current) => {
        const from = current.findIndex((item) => item.key === fromKey);
        const to = current.findIndex((item) => item.key === toKey);
        return from < 0 || to < 0 ? current : arrayMove(current, from, to);
      }),
  };
}
