import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { AUDIT_PAGE_SIZE } from '@signage/domain/audit';
import type { AuditTrailQueryVariables } from '../../gql/graphql.ts';
import { useAuditTrailQuery } from '../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { LoadError } from '../load-error.tsx';
import { PageSpinner } from '../page-spinner.tsx';
import { type AuditFilterBy, AuditTable } from './audit-table.tsx';
import { useAuditPages } from './use-audit-pages.ts';

/** Older and Newer for a keyset-paged trail. */
export function AuditPager(props: {
  page: number;
  nextCursor: string | null | undefined;
  pages: ReturnType<typeof useAuditPages>;
}) {
  const { page, nextCursor, pages } = props;
  if (page === 1 && !nextCursor) return null;
  return (
    <HStack justify="space-between">
      <Button size="sm" variant="outline" disabled={page === 1} onClick={pages.newer}>
        Newer entries
      </Button>
      <Text textStyle="sm">Page {page}</Text>
      <Button size="sm" variant="outline" disabled={!nextCursor} onClick={() => nextCursor && pages.older(nextCursor)}>
        Older entries
      </Button>
    </HStack>
  );
}

/** One page of audit entries for `filter`, with its paging; what the Audit screen and every trail show. */
export function AuditEntriesView({
  filter,
  label,
  filterBy,
}: {
  filter: Omit<AuditTrailQueryVariables, 'after' | 'first'>;
  label: string;
  filterBy?: AuditFilterBy;
}) {
  const pages = useAuditPages();
  const query = useAuditTrailQuery({
    variables: { ...filter, after: pages.after, first: AUDIT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    context: SHOWN_ON_SCREEN,
  });
  const answer = query.data?.auditEntries;
  if (!answer) {
    return query.error ? (
      <LoadError title="Could not load the audit trail." error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <PageSpinner />
    );
  }
  return (
    <Stack gap="3">
      <AuditTable entries={answer.items} label={label} filterBy={filterBy} />
      <AuditPager page={pages.page} nextCursor={answer.nextCursor} pages={pages} />
    </Stack>
  );
}

/**
 * The audit trail of one device or one user (who acted), newest first: self-contained (its own query), for the
 * device page and the user page. Shown only to holders of "view audit" (the caller checks with useCan).
 */
export function AuditTrail(props: { deviceId: string } | { userId: string }) {
  const filter = 'deviceId' in props ? { deviceId: props.deviceId } : { userId: props.userId };
  const label = 'deviceId' in props ? `Audit trail of device ${props.deviceId}` : `Audit trail of user ${props.userId}`;
  return <AuditEntriesView key={JSON.stringify(filter)} filter={filter} label={label} />;
}
