import type { MockLink } from '@apollo/client/testing';
import { DashboardCardDevicesQueryDocument, DashboardCardPresenceSubscriptionDocument } from '../../gql/graphql.ts';
import { alwaysAnswered } from '../../test/console-mocks.ts';

/** A layout a card's device plays now, as the card's query answers it. */
export interface ScreenLayout {
  id: string;
  /** Absent: a layout hidden from the user. */
  name?: string;
  template?: boolean;
  layoutType?: 'LAYOUT' | 'SYNC_SEQUENCE';
}

/**
 * A device as a card's query answers it; last contact `minutesAgo` before now, or never; on screen `screen`
 * (none by default).
 */
export function cardDevice(id: number, minutesAgo: number | null = 5, screen: ScreenLayout | null = null) {
  return {
    __typename: 'Device' as const,
    id: String(id),
    name: `Screen ${String(id).padStart(3, '0')}`,
    lastContact: minutesAgo == null ? null : new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    tags: [{ __typename: 'Tag' as const, name: 'lobby', color: null }],
    screenLayoutId: screen?.id ?? null,
    // A layout without a name stands for one the user's forced tags hide.
    screenLayout: screen?.name
      ? { __typename: 'Layout' as const, template: false, layoutType: 'LAYOUT' as const, ...screen }
      : null,
  };
}

/**
 * The card query for `tags` at `limit`, answering the first `limit` of `total` devices; device i (from 0) has
 * `screens[i]` on screen.
 */
export function cardDevicesMock(
  tags: string[],
  limit: number,
  total: number,
  minutesAgo = 5,
  screens: readonly (ScreenLayout | null)[] = [],
): MockLink.MockedResponse {
  const count = Math.min(limit, total);
  return {
    request: { query: DashboardCardDevicesQueryDocument, variables: { tags, limit } },
    result: {
      data: {
        devices: {
          __typename: 'DevicePage',
          items: Array.from({ length: count }, (_, i) => cardDevice(i + 1, minutesAgo, screens[i] ?? null)),
          pageInfo: { __typename: 'PageInfo', totalItems: total },
        },
      },
    },
  };
}

/** One presence event for the card's subscription, whatever devices it watches. */
export function presenceMock(deviceId: string, online: boolean): MockLink.MockedResponse {
  return alwaysAnswered(DashboardCardPresenceSubscriptionDocument, {
    devicesPresence: {
      __typename: 'DevicePresence',
      deviceId,
      online,
      lastMessageAt: online ? new Date().toISOString() : null,
    },
  });
}
