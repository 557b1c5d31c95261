import type { ErrorLike } from '@apollo/client';
import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorCodeOf } from '../lib/api-errors.ts';
import { LoadError } from './load-error.tsx';
import { PageSpinner } from './page-spinner.tsx';

/** Codes a detail query answers for an id that does not exist or is hidden (forced tags, a malformed id). */
export const NOT_FOUND_CODES = ['NOT_FOUND', 'BAD_USER_INPUT'];

/**
 * What a detail screen shows before its object has loaded: a spinner, `notFound` for an id that does not
 * exist or may not be seen, or the load error with a retry; always with the way back.
 */
export function DetailFallback({
  back,
  error,
  notFound,
  title,
  onRetry,
}: {
  back: ReactNode;
  error: ErrorLike | undefined;
  notFound: string;
  title: string;
  onRetry: () => void;
}) {
  if (!error) return <PageSpinner />;
  const code = errorCodeOf(error);
  return (
    <Stack gap="4">
      {back}
      {code && NOT_FOUND_CODES.includes(code) ? (
        <Text>{notFound}</Text>
      ) : (
        <LoadError title={title} error={error} onRetry={onRetry} />
      )}
    </Stack>
  );
}
