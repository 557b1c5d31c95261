import { useDashboardCardLayoutsQuery } from '../../gql/hooks.ts';

export interface CardLayout {
  id: string;
  name: string;
  template: boolean;
  layoutType: string;
  /** How many of the card's devices play it now. */
  devices: number;
}

/**
 * The layouts a card's tags reach (spec 01 §2 "each layout shown opens the layout editor"): what the card's devices
 * (the same first `limit` the card lists) have on screen now, each once, by name. Asked for apart from the device
 * list, so the list does not wait for every device's schedules.
 */
export function useCardLayouts(tags: readonly string[], limit: number) {
  const skip = tags.length === 0;
  // Not through the cache: it would store this answer under the same devices(...) field as the card's device list
  // and each would overwrite the other's fields.
  const query = useDashboardCardLayoutsQuery({ variables: { tags: [...tags], limit }, skip, fetchPolicy: 'no-cache' });
  const byId = new Map<string, CardLayout>();
  for (const device of (query.data ?? query.previousData)?.devices.items ?? []) {
    const layout = device.nowPlaying.screen?.content;
    if (!layout) continue;
    const seen = byId.get(layout.id);
    if (seen) seen.devices += 1;
    else byId.set(layout.id, { ...layout, devices: 1 });
  }
  const layouts = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  return { layouts, loading: query.loading && !query.previousData, error: query.error };
}
