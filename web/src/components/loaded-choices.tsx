import type { ErrorLike } from '@apollo/client';
import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';
import { PageSpinner } from './page-spinner.tsx';

/**
 * A picker's list as it loads: the load error with a retry while there is nothing to show, a spinner until the
 * first answer, the empty sentence, or the choices. A refetch keeps the previous choices in view.
 */
export function LoadedChoices<T>({
  items,
  error,
  onRetry,
  errorTitle,
  empty,
  children,
}: {
  items: readonly T[] | undefined;
  error: ErrorLike | undefined;
  onRetry: () => void;
  errorTitle: string;
  empty: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (error && !items) return <LoadError title={errorTitle} error={error} onRetry={onRetry} />;
  if (!items) return <PageSpinner />;
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return children(items);
}
