import type { ErrorLike } from '@apollo/client';
import { Alert, Button } from '@chakra-ui/react';
import { errorMessageOf } from '../lib/api-errors.ts';

/** What a screen shows in place of data it could not load, with a way to try again; announced as it appears. */
export function LoadError({ title, error, onRetry }: { title: string; error: ErrorLike; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" maxWidth="xl">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessageOf(error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}
