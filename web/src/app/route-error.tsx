import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@signage/domain/messages';
import { useCallback, useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { isMissingCode, type MissingCodeState, recoverFromMissingCode } from './missing-code.ts';

export const UNREACHABLE_TEXT =
  'This screen could not be loaded: the console’s server does not answer. Check the connection, then try again.';
export const UPDATED_TEXT = 'The console has been updated since this page was loaded. Reload to use the new version.';

/** Shown when a page outside the shell (sign-in, password reset) fails to load or render. */
export function RouteError() {
  return (
    <Center minHeight="100dvh" p="6">
      <ErrorBody error={useRouteError()} />
    </Center>
  );
}

/**
 * Shown in the shell, in the screen's place, so the header and sidebar stay and the person can go elsewhere: a
 * screen that failed to render (its route's error boundary), or whose code did not arrive (`error`, from
 * `screenModule`: a lazy route's own failure would reach only the root's boundary, replacing the shell).
 */
export function ScreenError({ error }: { error?: unknown }) {
  const routeError = useRouteError();
  return (
    <Center py="12">
      <ErrorBody error={error ?? routeError} />
    </Center>
  );
}

function ErrorBody({ error }: { error: unknown }) {
  const missing = isMissingCode(error);
  const [state, setState] = useState<MissingCodeState | 'checking'>('checking');
  const check = useCallback((asked: boolean) => {
    setState('checking');
    void recoverFromMissingCode({ asked }).then(setState);
  }, []);
  useEffect(() => {
    if (missing) check(false);
  }, [missing, check]);

  if (!missing) {
    return (
      <Message title="Something went wrong" onClick={() => window.location.reload()} button="Reload">
        {error instanceof Error ? error.message : 'This screen could not be shown.'}
      </Message>
    );
  }
  if (state === 'unreachable') {
    return (
      <Message title={MESSAGES.cannotConnect} onClick={() => check(true)} button="Try again">
        {UNREACHABLE_TEXT}
      </Message>
    );
  }
  if (state === 'updated') {
    return (
      <Message title="The console has been updated" onClick={() => window.location.reload()} button="Reload">
        {UPDATED_TEXT}
      </Message>
    );
  }
  return <PageSpinner />;
}

function Message(props: { title: string; children: string; button: string; onClick: () => void }) {
  return (
    <Stack gap="4" maxW="md" textAlign="center" align="center" role="alert">
      <Heading size="lg">{props.title}</Heading>
      <Text color="fg.muted">{props.children}</Text>
      <Button colorPalette="accent" onClick={props.onClick}>
        {props.button}
      </Button>
    </Stack>
  );
}
