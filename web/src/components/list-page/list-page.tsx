import type { ErrorLike } from '@apollo/client';
import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import type { IconType } from 'react-icons';
import { LuX } from 'react-icons/lu';
import { useSessionTags } from '../../lib/session-tags.ts';
import type { ListPaging } from '../../lib/use-list-params.ts';
import { LoadError } from '../load-error.tsx';
import { PageSpinner } from '../page-spinner.tsx';
import { PageTitleBar } from '../page-title-bar.tsx';
import { Pager } from '../pager.tsx';
import { NoMatches, NothingYet } from './list-empty.tsx';

/** What an area's list page shows when it has nothing to show; one constant per list. */
export interface ListEmptyStates {
  /**
   * Nothing in the list at all (for this user), e.g. "No media yet. Upload some.": the first sentence says what is
   * missing; the rest invites the page's add action and shows only to those offered it (`emptyAction`).
   */
  nothingYet: string;
  /** The filters hide everything, e.g. "No media matches these filters." */
  noMatches: string;
  icon?: IconType;
}

interface ListPageProps {
  /** The heading, e.g. "Devices"; a load failure says "Could not load the devices." */
  title: string;
  empty: ListEmptyStates;
  /** The list's query: its error, and a retry. */
  query: { error?: ErrorLike; refetch: () => unknown };
  /** The page the query answered (or the one before, while the next loads); undefined until the first answer. */
  list: { items: readonly unknown[]; pageInfo: { totalItems: number } } | undefined;
  params: ListPaging;
  /** Buttons at the top right. */
  actions?: ReactNode;
  /** The page's main action, offered in the middle of an empty list instead of in the header. */
  emptyAction?: ReactNode;
  /** The filter bar. */
  filters: ReactNode;
  /** Shown above the items when there are some (e.g. the selection bar). */
  toolbar?: ReactNode;
  /** The items. */
  children: ReactNode;
  /** Dialogs the page opens. */
  dialogs?: ReactNode;
  /** The pager's words instead of "Showing 1–25 of 120 items" (see Pager). */
  pageSummary?: string;
}

/**
 * The frame of every paged list (spec 01 §2, spec 02 lists): heading and actions, filters, the session tags that
 * also apply, then the items, or the same loading, error and empty states everywhere, and the pager.
 */
export function ListPage(props: ListPageProps) {
  const { params, empty, query, list } = props;
  const answered = list && { itemCount: list.items.length, totalItems: list.pageInfo.totalItems };
  const sessionTags = useSessionTags();
  const filtered = params.filtered || sessionTags.length > 0;
  const pageCount = Math.max(1, Math.ceil((answered?.totalItems ?? 0) / params.pageSize));

  // After deleting the last items of the last page, or from an old link: show the last page there is.
  useEffect(() => {
    if (answered && params.page > pageCount) params.setPage(pageCount, { replace: true });
  }, [answered, params, pageCount]);

  const nothingYet = answered?.itemCount === 0 && !filtered;
  const noMatches = answered?.itemCount === 0 && filtered;
  return (
    <Stack gap="5">
      <PageTitleBar title={props.title}>
        {!(nothingYet && props.emptyAction) && (
          <Flex gap="2" wrap="wrap">
            {props.actions}
          </Flex>
        )}
      </PageTitleBar>
      {props.filters}
      {(sessionTags.length > 0 || (params.filtered && !noMatches)) && (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontSize="sm" color="fg.muted">
            {sessionTags.length > 0 && `Your session tags also apply: ${sessionTags.join(', ')}`}
          </Text>
          {params.filtered && !noMatches && (
            <Button size="sm" variant="ghost" onClick={params.clearFilters}>
              <LuX />
              Clear filters
            </Button>
          )}
        </HStack>
      )}
      {answered && answered.itemCount > 0 && props.toolbar}
      {query.error && !answered ? (
        <LoadError
          title={`Could not load the ${props.title.toLowerCase()}.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !answered ? (
        <PageSpinner />
      ) : nothingYet ? (
        <NothingYet
          message={props.emptyAction ? empty.nothingYet : statementOf(empty.nothingYet)}
          icon={empty.icon}
          action={props.emptyAction}
        />
      ) : noMatches ? (
        <NoMatches
          message={empty.noMatches}
          sessionTags={sessionTags}
          onClear={params.filtered ? params.clearFilters : undefined}
        />
      ) : (
        props.children
      )}
      {answered && answered.totalItems > 0 && (
        <Pager
          page={Math.min(params.page, pageCount)}
          pageSize={params.pageSize}
          totalItems={answered.totalItems}
          pageSizes={params.pageSizes}
          summary={props.pageSummary}
          onPageChange={(page) => params.setPage(page)}
          onPageSizeChange={params.setPageSize}
        />
      )}
      {props.dialogs}
    </Stack>
  );
}

/** "No media yet." of "No media yet. Upload some.": what a user who may not add is told. */
export function statementOf(nothingYet: string): string {
  return /^.*?[.!?](?=\s|$)/.exec(nothingYet)?.[0] ?? nothingYet;
}
