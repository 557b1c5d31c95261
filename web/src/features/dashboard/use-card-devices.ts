import { CARD_INITIAL_DEVICES } from '@signage/domain/constants';
import { canLoadMore, nextDeviceLimit, reachedDeviceLimit } from '@signage/domain/dashboard';
import { type DeviceStatus, deviceStatus } from '@signage/domain/device-status';
import { useMemo, useState } from 'react';
import type { DashboardCardDevicesQuery } from '../../gql/graphql.ts';
import { useDashboardCardDevicesQuery, useDashboardCardPresenceSubscription } from '../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { latest, type Presence, useSeenPresence } from '../../lib/use-seen-presence.ts';

export interface CardDevice {
  id: string;
  name: string;
  lastContact: string | null;
  tags: { name: string; color: string | null }[];
  /** The layout its schedules put on screen now (decided on the server); null: none. */
  screenLayoutId: string | null;
  /** That layout; null where the user's forced tags hide it. */
  screenLayout: DashboardCardDevicesQuery['devices']['items'][number]['screenLayout'];
  status: DeviceStatus;
}

/**
 * The devices of a card's tag search (spec 01 §2): 40 at first, "load more" adds 20 up to 100. Status from last
 * contact (online within 30 minutes, stale within 60), or closed by its trading hours, kept live through ONE presence subscription for the
 * card's devices: a message from a device counts as contact.
 */
export function useCardDevices(tags: readonly string[]) {
  const [limit, setLimit] = useState(CARD_INITIAL_DEVICES);
  const skip = tags.length === 0;
  const query = useDashboardCardDevicesQuery({
    variables: { tags: [...tags], limit },
    skip,
    notifyOnNetworkStatusChange: true,
    context: SHOWN_ON_SCREEN,
  });
  const page = skip ? undefined : (query.data ?? query.previousData)?.devices;
  const items = page?.items ?? [];
  const ids = useMemo(() => items.map((d) => d.id), [items]);
  const presence = useLivePresence(ids);
  const now = new Date();
  const devices: CardDevice[] = items.map((d) => {
    const live = presence[d.id];
    const contact = latest(d.lastContact, live?.lastMessageAt);
    return {
      id: d.id,
      name: d.name,
      lastContact: contact,
      tags: d.tags,
      screenLayoutId: d.screenLayoutId,
      screenLayout: d.screenLayout,
      status: d.closed ? 'closed' : live?.online ? 'online' : deviceStatus(contact, now),
    };
  });
  const total = page?.pageInfo.totalItems ?? 0;
  return {
    devices,
    total,
    loading: query.loading,
    error: query.error,
    retry: () => void query.refetch(),
    canLoadMore: canLoadMore(limit, total),
    limitReached: reachedDeviceLimit(limit, total),
    loadMore: () => setLimit((current) => nextDeviceLimit(current)),
  };
}

/** The latest presence of each of `ids`, from one subscription; restarted when the card's devices change. */
function useLivePresence(ids: readonly string[]): Record<string, Presence> {
  const { seen, onData } = useSeenPresence();
  useDashboardCardPresenceSubscription({ variables: { ids: [...ids] }, skip: ids.length === 0, onData });
  return seen;
}
