import { useState } from 'react';

/**
 * Keyset paging of a trail: the cursors of the pages seen so far, so "Newer" goes back and "Older" follows the
 * answer's nextCursor. Deep pages stay fast (the api seeks by id) and there is no total to count.
 */
export function useAuditPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    after: cursors.at(-1),
    page: cursors.length,
    older: (nextCursor: string) => setCursors((c) => [...c, nextCursor]),
    newer: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    reset: () => setCursors([undefined]),
  };
}
