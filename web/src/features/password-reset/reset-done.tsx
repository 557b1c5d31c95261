import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { RESET_REDIRECT_SECONDS } from '@signage/domain/password-reset';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** The success flag (spec 02 §4): then sign-in after 30 s (§9), or at once by the link. */
export function ResetDone({ message }: { message: string }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(RESET_REDIRECT_SECONDS);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = RESET_REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000);
      if (remaining <= 0) {
        clearInterval(timer);
        navigate(paths.login, { replace: true });
      } else setLeft(remaining);
    }, 1000);
    return () => clearInterval(timer);
  }, [navigate]);
  return (
    <Stack gap="4">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <Text textStyle="sm" color="fg.muted">
        Taking you to sign-in in {left} s.{' '}
        <Link asChild colorPalette="accent">
          <RouterLink to={paths.login} replace>
            Sign in now
          </RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
