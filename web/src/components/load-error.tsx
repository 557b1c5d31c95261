import type { ErrorLike } from '@apollo/client';
import { Alert, Button } from '@chakra-ui/react';
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
