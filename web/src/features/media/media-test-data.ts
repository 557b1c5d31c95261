import type { MockLink } from '@apollo/client/testing';
import { ConsoleSettingsQueryDocument, MeQueryDocument } from '../../gql/graphql.ts';

/** Test data of the media screens. */
export function mediaItem(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Media',
    id,
    name,
    mediaFormat: 'png',
    dateCreated: '2025-03-01T08:05:00Z',
    thumbnailUrl: `/api/media/${id}/thumb?sig=1`,
    thumbnailHqUrl: `/api/media/${id}/thumb?hq=1&sig=1`,
    tags: [{ __typename: 'Tag', name: 'lobby', color: 'red', foregroundColor: null }],
    ...extra,
  };
}

export function mediaPage(items: unknown[], totalItems = items.length, page = 1, pageSize = 25) {
  return { __typename: 'MediaPage', items, pageInfo: { __typename: 'PageInfo', page, pageSize, totalItems } };
}

export function meMock(permissions: string[] = ['view media', 'edit media'], forcedTags: string[] = []) {
  return {
    request: { query: MeQueryDocument },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: '7',
          username: 'ada',
          firstName: 'Ada',
          lastName: 'Lovelace',
          permissions,
          forcedTags,
          cmsMetadata: { __typename: 'CmsMetadata', landingPage: 'media' },
        },
      },
    },
    maxUsageCount: 10,
  } satisfies MockLink.MockedResponse;
}

export const settingsMock = {
  request: { query: ConsoleSettingsQueryDocument },
  result: {
    data: {
      consoleSettings: {
        __typename: 'ConsoleSettings',
        displayTimeZone: '+02:00',
        maxUploadBytes: 10_000_000,
        mediaUploadPath: '/api/media/',
      },
    },
  },
  maxUsageCount: 10,
} satisfies MockLink.MockedResponse;
