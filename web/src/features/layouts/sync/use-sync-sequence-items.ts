import { type KeyedItem, useKeyedItems } from '../../../components/sortable/use-keyed-items.ts';
import type { SyncVideoInfo_MediaFragment } from '../../../gql/graphql.ts';

/** One video of the sequence; `key` tells apart the same video chosen twice. */
export type SyncItem = KeyedItem<SyncVideoInfo_MediaFragment>;

/** The sequence being edited: add from the gallery, move by drag or keyboard, remove. */
export const useSyncSequenceItems = (initial: readonly SyncVideoInfo_MediaFragment[] = []) => useKeyedItems(initial);
