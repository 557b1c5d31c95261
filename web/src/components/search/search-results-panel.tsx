import { Box, Button, CloseButton, Flex, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SearchResultsPanel_ResultsFragment } from '../../gql/graphql.ts';
import {
  campaignEditPath,
  deviceEditPath,
  deviceSettingsEditPath,
  layoutEditorPath,
  mediaEditPath,
  paths,
  scheduleDialogPath,
  tradingHoursEditPath,
  userEditPath,
} from '../../lib/paths.ts';
import { ROW_LINK_STYLE } from '../row-link-style.ts';
import { scheduleName } from '../schedules/schedule-table.tsx';
import type { TagValue } from '../tags/tag-input.tsx';
import { TagList } from '../tags/tag-list.tsx';
import { Thumbnail } from '../thumbnail.tsx';
import type { HeaderSearchState } from './use-header-search.ts';

interface Row {
  id: string;
  name: string;
  to: string;
  thumbnailUrl?: string | null;
  tags: readonly { name: string; color: string | null }[];
}

/**
 * The results grouped by type, each opening its object: the device page, media edit, the layout's editor, the
 * schedule's dialog over its layout's editor, the campaign's editor, the trading hours or device settings
 * editor, the user's editor. A kind the caller may not view (users without "view users") comes back null from
 * the service and has no group.
 */
function groups(results: SearchResultsPanel_ResultsFragment) {
  const { devices, media, layouts, schedules, campaigns, tag_metadata: tagMetadata, users } = results;
  const recordRow = (r: NonNullable<typeof tagMetadata>['items'][number]): Row =>
    r.category === 'TRADING_HOURS'
      ? { id: r.id, name: `${r.description} (trading hours)`, tags: r.tags, to: tradingHoursEditPath(r.id) }
      : { id: r.id, name: `${r.description} (device settings)`, tags: r.tags, to: deviceSettingsEditPath(r.id) };
  return [
    devices && {
      title: 'Devices',
      total: devices.pageInfo.totalItems,
      rows: devices.items.map((d): Row => ({ ...d, to: deviceEditPath(d.id) })),
    },
    media && {
      title: 'Media',
      total: media.pageInfo.totalItems,
      rows: media.items.map((m): Row => ({ ...m, to: mediaEditPath(m.id) })),
    },
    layouts && {
      title: 'Layouts',
      total: layouts.pageInfo.totalItems,
      rows: layouts.items.map((l): Row => ({ ...l, to: layoutEditorPath(l) })),
    },
    schedules && {
      title: 'Schedules',
      total: schedules.pageInfo.totalItems,
      rows: schedules.items.map(
        (s): Row => ({ id: s.id, name: scheduleName(s), tags: s.tags, to: scheduleDialogPath(s) }),
      ),
    },
    campaigns && {
      title: 'Campaigns',
      total: campaigns.pageInfo.totalItems,
      rows: campaigns.items.map(
        (c): Row => ({ id: c.id, name: `${c.code} ${c.name}`, tags: c.tags, to: campaignEditPath(c.id) }),
      ),
    },
    tagMetadata && {
      title: 'Trading hours and device settings',
      total: tagMetadata.pageInfo.totalItems,
      rows: tagMetadata.items.map(recordRow),
    },
    users && {
      title: 'Users',
      total: users.pageInfo.totalItems,
      rows: users.items.map((u): Row => ({ id: u.id, name: u.username, tags: u.tags, to: userEditPath(u.id) })),
    },
  ].filter((group) => !!group);
}

/** The tag manager's URL for the same search, to act on what was found. */
function tagManagerLink(query: { q: string; tags: readonly TagValue[] }) {
  const params = new URLSearchParams();
  if (query.q) params.set('search', query.q);
  for (const tag of query.tags) params.append('tags', tag.name);
  const text = params.toString();
  return text ? `${paths.tags}?${text}` : paths.tags;
}

export function SearchResultsPanel({
  state,
  query,
  onCancel,
  onClose,
}: {
  state: HeaderSearchState;
  query: { q: string; tags: readonly TagValue[] };
  onCancel: () => void;
  onClose: () => void;
}) {
  if (state.status === 'idle') return null;
  let body: ReactNode;
  if (state.status === 'waiting' || state.status === 'searching') {
    body = (
      <Flex align="center" gap="3">
        <Spinner size="sm" />
        <Text flex="1" fontSize="sm">
          {state.status === 'waiting' ? 'Searching shortly (one search every 5 seconds)…' : 'Searching…'}
        </Text>
        <Button size="xs" variant="outline" onClick={onCancel}>
          Cancel search
        </Button>
      </Flex>
    );
  } else if (state.status === 'done') {
    const found = groups(state.results);
    body = found.every((group) => group.total === 0) ? (
      <Text fontSize="sm">Nothing matches this search.</Text>
    ) : (
      <Stack gap="4">
        {found
          .filter((group) => group.total > 0)
          .map((group) => (
            <ResultGroup key={group.title} {...group} onOpen={onClose} />
          ))}
      </Stack>
    );
  } else {
    const message = {
      'timed-out': 'The search took longer than 120 seconds and was stopped.',
      cancelled: 'Search cancelled.',
      failed: state.status === 'failed' ? state.message : '',
    }[state.status];
    body = <Text fontSize="sm">{message}</Text>;
  }
  return (
    <Box
      role="region"
      aria-label="Search results"
      position="absolute"
      top="100%"
      left="0"
      mt="2"
      zIndex="popover"
      width={{ base: '90vw', md: '32rem' }}
      maxHeight="70vh"
      overflowY="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
      p="4"
    >
      <Flex justify="space-between" align="center" mb="3">
        <Heading as="h2" size="sm">
          Search results
        </Heading>
        <Flex align="center" gap="2">
          {state.status === 'done' && (
            <Link asChild fontSize="sm" color="accent.fg">
              <RouterLink to={tagManagerLink(query)} onClick={onClose}>
                Open in the tag manager
              </RouterLink>
            </Link>
          )}
          <CloseButton size="sm" aria-label="Close search results" onClick={onClose} />
        </Flex>
      </Flex>
      {body}
    </Box>
  );
}

function ResultGroup({
  title,
  total,
  rows,
  onOpen,
}: {
  title: string;
  total: number;
  rows: Row[];
  onOpen: () => void;
}) {
  return (
    <Stack as="section" aria-label={title} gap="1">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {title} ({rows.length < total ? `${rows.length} of ${total}` : total})
      </Text>
      <Stack as="ul" listStyleType="none" gap="0">
        {rows.map((row) => (
          <li key={row.id}>
            <Link asChild {...ROW_LINK_STYLE} px="2" py="1.5">
              <RouterLink to={row.to} onClick={onOpen}>
                {row.thumbnailUrl !== undefined && (
                  <Box width="12" height="7" flexShrink={0} bg="bg.muted" borderRadius="sm" overflow="hidden">
                    {row.thumbnailUrl && (
                      <Thumbnail src={row.thumbnailUrl} alt="" width="full" height="full" fit="cover" />
                    )}
                  </Box>
                )}
                <Text fontSize="sm" flex="1" truncate>
                  {row.name}
                </Text>
                <Box maxWidth="50%">
                  <TagList tags={row.tags} singleLine label={`Tags of ${row.name}`} />
                </Box>
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
