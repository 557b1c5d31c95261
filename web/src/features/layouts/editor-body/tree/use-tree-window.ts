import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { TREE_ROW_HEIGHT } from './tree-row.tsx';

/**
 * The element tree's window of rendered rows: the rows in view plus `pinned` ones (the focused row, the one being
 * dragged), kept in the DOM so focus and a drag survive scrolling. The pinned focused row is scrolled into view
 * when it changes; `focusRow` moves keyboard focus to a row once it is rendered.
 */
export function useTreeWindow(
  scrollRef: RefObject<HTMLDivElement | null>,
  ids: readonly string[],
  pinned: readonly (string | null)[],
) {
  const pinnedIndexes = pinned.map((id) => (id ? ids.indexOf(id) : -1)).filter((i) => i >= 0);
  const pinnedKey = pinnedIndexes.join(',');
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TREE_ROW_HEIGHT,
    getItemKey: (index) => ids[index]!,
    overscan: 8,
    // A panel not laid out yet (or a test DOM without layout) reports no height: take the window's.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height ? rect : { ...rect, height: window.innerHeight })),
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) =>
        [...new Set([...defaultRangeExtractor(range), ...pinnedKey.split(',').filter(Boolean).map(Number)])].sort(
          (a, b) => a - b,
        ),
      [pinnedKey],
    ),
  });

  // A new focused row is scrolled to; the one at open is the root, at the top already (scrolling to it would only
  // force a layout of the whole editor before its first frame).
  const focusedIndex = pinnedIndexes[0] ?? -1;
  const scrolledTo = useRef(focusedIndex);
  useEffect(() => {
    if (focusedIndex < 0 || focusedIndex === scrolledTo.current) return;
    scrolledTo.current = focusedIndex;
    virtualizer.scrollToIndex(focusedIndex, { align: 'auto' });
  }, [focusedIndex, virtualizer]);

  // Focus asked for a row that was not rendered yet: give it when it is.
  const wantsFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = wantsFocus.current;
    const row = id && document.getElementById(`tree-row-${id}`);
    if (row) {
      wantsFocus.current = null;
      row.focus();
    }
  });
  const focusRow = (id: string) => {
    wantsFocus.current = id;
    const row = document.getElementById(`tree-row-${id}`);
    if (row) {
      wantsFocus.current = null;
      row.focus();
    }
  };
  return { virtualizer, focusRow };
}
