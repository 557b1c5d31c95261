import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/** The items selected on the page shown; another page or other filters (`resetKey`) start with none. */
export function usePageSelection(resetKey: string) {
  const [state, setState] = useState({ key: resetKey, ids: NONE });
  const selected = state.key === resetKey ? state.ids : NONE;
  const set = (ids: Iterable<string>) => setState({ key: resetKey, ids: new Set(ids) });
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    set(next);
  };
  return { selected, set, toggle, clear: () => set([]) };
}
