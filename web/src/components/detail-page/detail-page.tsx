import type { ErrorLike } from '@apollo/client';
import { Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { errorCodeOf } from '../../lib/api-errors.ts';
import { LoadError } from '../load-error.tsx';
import { PageSpinner } from '../page-spinner.tsx';

/** Codes a detail query answers for an id that does not exist or is hidden (forced tags, a malformed id). */
export const NOT_FOUND_CODES = ['NOT_FOUND', 'BAD_USER_INPUT'];

/** The context of a detail screen's query: the screen shows not-found itself, instead of a notification. */
export const DETAIL_QUERY_CONTEXT = { handledErrorCodes: NOT_FOUND_CODES };

interface DetailPageProps<T> {
  /** The object, once loaded. */
  item: T | undefined;
  error: ErrorLike | undefined;
  onRetry: () => void;
  back: { to: string; label: string };
  /** e.g. "This device does not exist, or you may not see it." */
  notFound: string;
  /** e.g. "Could not load this device." */
  loadErrorTitle: string;
  children: (item: T) => ReactNode;
}

/**
 * The frame of every detail screen: the way back, then the object; before it has loaded, a spinner, the
 * not-found sentence for an id that does not exist or may not be seen, or the load error with a retry.
 */
export function DetailPage<T>({ item, error, onRetry, back, notFound, loadErrorTitle, children }: DetailPageProps<T>) {
  const backLink = <BackLink {...back} />;
  if (item === undefined && !error) return <PageSpinner />;
  const code = item === undefined ? errorCodeOf(error) : undefined;
  return (
    <Stack gap="5" maxWidth="7xl">
      {backLink}
      {item !== undefined ? (
        children(item)
      ) : code && NOT_FOUND_CODES.includes(code) ? (
        <Text>{notFound}</Text>
      ) : (
        <LoadError title={loadErrorTitle} error={error!} onRetry={onRetry} />
      )}
    </Stack>
  );
}

/** The way back to the list a screen was opened from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start">
      <RouterLink to={to}>
        <LuArrowLeft />
        {label}
      </RouterLink>
    </Link>
  );
}

/** The object's name as the page heading, a live status under it, and the page's actions beside it. */
export function DetailHeader({ title, status, actions }: { title: string; status?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap="wrap" gap="3">
      <Stack gap="2">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {title}
        </Heading>
        {status}
      </Stack>
      {actions && (
        <Flex gap="2" wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

/** Two columns of sections on wide screens, one on narrow ones. */
export function DetailColumns({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      {children}
    </SimpleGrid>
  );
}
