import type { MockLink } from '@apollo/client/testing';
import {
  DashboardCardDevicesQueryDocument,
  DashboardCardLayoutsQueryDocument,
  DashboardCardPresenceSubscriptionDocument,
} from '../../gql/graphql.ts';
import { alwaysAnswered } from '../../test/console-mocks.ts';

/** A device as a card's query answers it; last contact `minutesAgo` before now, or never. */
export function cardDevice(id: number, minutesAgo: number | null = 5) {
  return {
    __typename: 'Device' as const,
    id: String(id),
    name: `Screen ${String(id).padStart(3, '0')}`,
    lastContact: minutesAgo == null ? null : new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    timeZone: null,
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
  return alwaysAnswered(DashboardCardPresenceSubscriptionDocument, {
    devicesPresence: {
      __typename: 'DevicePresence',
      deviceId,
      online,
      lastMessageAt: online ? new Date().toISOString() : null,
    },
  });
}

/** A schedule as the cards' layouts query answers it: active from yesterday to tomorrow, every day. */
export interface CardSchedule {
  id: string;
  tags: string[];
  layout: { id: string; name: string; template?: boolean; layoutType?: 'LAYOUT' | 'SYNC_SEQUENCE' };
}

/** The schedules around today that the cards judge what their devices play by (any window, as often as asked). */
export function cardLayoutsMock(schedules: CardSchedule[] = []): MockLink.MockedResponse {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return alwaysAnswered(DashboardCardLayoutsQueryDocument, {
    schedules: {
      __typename: 'SchedulePage',
      items: schedules.map((s) => ({
        __typename: 'Schedule' as const,
        id: s.id,
        audioPlaylistId: null,
        tags: s.tags.map((name) => ({ __typename: 'Tag' as const, name })),
        timer: {
          __typename: 'ScheduleTimer' as const,
          start: `${day(-1)}T00:00`,
          end: `${day(1)}T23:59`,
          dow: 127,
          dayPart: false,
        },
        content: {
          __typename: 'Layout' as const,
          template: false,
          layoutType: 'LAYOUT' as const,
          ...s.layout,
        },
      })),
    },
  });
}
