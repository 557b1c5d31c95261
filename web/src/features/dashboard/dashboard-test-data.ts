import type { MockLink } from '@apollo/client/testing';
import {
  DashboardCardDevicesQueryDocument,
  DashboardCardLayoutsQueryDocument,
  DashboardCardPresenceSubscriptionDocument,
} from '../../gql/graphql.ts';

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

/** A layout a card device plays: id, name, and whether it is a template or a sync sequence. */
export interface PlayedLayout {
  id: string;
  name: string;
  template?: boolean;
  layoutType?: 'LAYOUT' | 'SYNC_SEQUENCE';
}

/**
 * What a card's devices play, device i+1 playing `playing[i]` (null: nothing); for `tags` and `limit` when given,
 * else for any card (and as often as asked).
 */
export function cardLayoutsMock(
  playing: (PlayedLayout | null)[] = [],
  match?: { tags: string[]; limit: number },
): MockLink.MockedResponse {
  return {
    request: { query: DashboardCardLayoutsQueryDocument, variables: match ?? (() => true) },
    result: {
      data: {
        devices: {
          __typename: 'DevicePage',
          items: playing.map((layout, i) => ({
            __typename: 'Device' as const,
            id: String(i + 1),
            nowPlaying: {
              __typename: 'NowPlaying' as const,
              screen: layout && {
                __typename: 'Schedule' as const,
                id: `s${layout.id}`,
                content: {
                  __typename: 'Layout' as const,
                  id: layout.id,
                  name: layout.name,
                  template: layout.template ?? false,
                  layoutType: layout.layoutType ?? 'LAYOUT',
                },
              },
            },
          })),
        },
      },
    },
    maxUsageCount: match ? 1 : Number.POSITIVE_INFINITY,
  };
}
