import { Center, Spinner } from '@chakra-ui/react';

/** What a screen shows while its code or data loads. */
export function PageSpinner() {
  return (
    <Center minHeight="40" height="full" role="status" aria-label="Loading">
      <Spinner size="lg" color="accent.solid" />
    </Center>
  );
}
