import type { MockLink } from '@apollo/client/testing';
import { DashboardCardDevicesQueryDocument, DashboardCardPresenceSubscriptionDocument } from '../../gql/graphql.ts';

/** A device as a card's query answers it; last contact `minutesAgo` before now, or never. */
export function cardDevice(id: number, minutesAgo: number | null = 5) {
  return {
    __typename: 'Device' as const,
    id: String(id),
    name: `Screen ${String(id).padStart(3, '0')}`,
    lastContact: minutesAgo == null ? null : new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    tags: [{ __typename: 'Tag' as const, name: 'lobby', color: null }],
  };
}

/** The card query for `tags` at `limit`, answering the first `limit` of `total` devices. */
export function cardDevicesMock(tags: string[], limit: number, total: number, minutesAgo = 5): MockLink.MockedResponse {
  const count = Math.min(limit, total);
  return {
    request: { query: DashboardCardDevicesQueryDocument, variables: { tags, limit } },
    result: {
      data: {
        devices: {
          __typename: 'DevicePage',
          items: Array.from({ length: count }, (_, i) => cardDevice(i + 1, minutesAgo)),
          pageInfo: { __typename: 'PageInfo', totalItems: total },
        },
      },
    },
  };
}

/** One presence event for the card's subscription, whatever devices it watches. */
export function presenceMock(deviceId: string, online: boolean): MockLink.MockedResponse {
  return {
    request: { query: DashboardCardPresenceSubscriptionDocument, variables: () => true },
    result: {
      data: {
        devicesPresence: {
          __typename: 'DevicePresence',
          deviceId,
          online,
          lastMessageAt: online ? new Date().toISOString() : null,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
