import type { ErrorLike } from '@apollo/client';
import { Alert, Button, Text } from '@chakra-ui/react';
import { errorCodeOf, errorMessageOf } from '../lib/api-errors.ts';

/**
 * What a screen shows in place of data it could not load, with a way to try again; announced as it appears. A
 * refusal of what was asked (BAD_USER_INPUT: "narrow the report") offers no retry: asking again gets the same answer.
 */
export function LoadError({ title, error, onRetry }: { title: string; error: ErrorLike; onRetry: () => void }) {
  const refused = errorCodeOf(error) === 'BAD_USER_INPUT';
  return (
    <Alert.Root status="error" role="alert" maxWidth="xl">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessageOf(error)}</Alert.Description>
      </Alert.Content>
      {!refused && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}

/** Codes a record's query answers for an id that does not exist or is hidden (forced tags, a malformed id). */
export const NOT_FOUND_CODES = ['NOT_FOUND', 'BAD_USER_INPUT'];

/** "This device does not exist, or you may not see it.": an id that does not exist, or is hidden by forced tags. */
export const notFoundText = (noun: string) => `This ${noun} does not exist, or you may not see it.`;

/**
 * Why one record (a detail screen's, an editor dialog's) did not load: for an id that does not exist or is hidden,
 * the not-found sentence, calmly and without a retry that would get the same answer; else the error with a retry.
 */
export function RecordLoadError({
  noun,
  title,
  error,
  onRetry,
}: {
  noun: string;
  title: string;
  error: ErrorLike;
  onRetry: () => void;
}) {
  const code = errorCodeOf(error);
  return code && NOT_FOUND_CODES.includes(code) ? (
    <Text>{notFoundText(noun)}</Text>
  ) : (
    <LoadError title={title} error={error} onRetry={onRetry} />
  );
}
