import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouteError } from 'react-router';

/** Shown when a screen fails to load or render (e.g. a stale bundle after a deploy). */
export function RouteError() {
  const error = useRouteError();
  return (
    <Center minHeight="100dvh" p="6">
      <Stack gap="4" maxW="md" textAlign="center" align="center">
        <Heading size="lg">Something went wrong</Heading>
        <Text color="fg.muted">{error instanceof Error ? error.message : 'This screen could not be shown.'}</Text>
        <Button colorPalette="accent" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
