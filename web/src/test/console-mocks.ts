import type { MockLink } from '@apollo/client/testing';
import { ConsoleSettingsQueryDocument, MeQueryDocument, TagMetadataReachQueryDocument } from '../gql/graphql.ts';

/** The signed-in user (with `permissions`) and the console settings every screen reads. */
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
        dataSourceCreatePath: '/api/data_sources/',
      },
    },
  },
  maxUsageCount: 10,
} satisfies MockLink.MockedResponse;

/** `query` answered with `data` whatever its variables, as often as it is asked (a subscription, a query asked again). */
export function alwaysAnswered(
  query: MockLink.MockedResponse['request']['query'],
  data: Record<string, unknown>,
): MockLink.MockedResponse {
  return { request: { query, variables: () => true }, result: { data }, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** What a new, untagged trading hours or device settings record reaches, as its editor asks: two devices. */
export function tagMetadataReachMock(category: 'TRADING_HOURS' | 'DEVICE_SETTINGS'): MockLink.MockedResponse {
  return {
    request: { query: TagMetadataReachQueryDocument, variables: { category, tags: [] } },
    maxUsageCount: 10,
    result: {
      data: {
        tagMetadataReach: {
          __typename: 'TagMetadataReach',
          linkedDeviceCount: 0,
          reachedDeviceCount: 2,
          affectedDeviceCount: 2,
          confirmation: '',
        },
      },
    },
  };
}
