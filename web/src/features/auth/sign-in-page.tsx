import { Alert, Button, Card, Center, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { CODE_REQUIRED } from '@signage/domain/account-texts';
import { MESSAGES } from '@signage/domain/messages';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ProductMark } from '../../components/product-mark.tsx';
import { TextField, UsernameField } from '../../components/text-field.tsx';
import { paths } from '../../lib/paths.ts';
import { takeSessionEndedNotice } from '../../lib/session.ts';
import { useSignIn } from './use-sign-in.ts';

/** Clicks on the logo that open the hidden error screen (spec 01 §2). */
const EASTER_EGG_CLICKS = 7;
/** A pause longer than this between clicks starts the count again. */
const EASTER_EGG_GAP_MS = 1500;

export function SignInPage() {
  const navigate = useNavigate();
  const { signIn, submitCode, codeDue, loading, problem } = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const clicks = useRef({ count: 0, last: 0 });
  // Read once per visit: a revoked or expired session was sent here, and the person is told so.
  const [sessionEnded] = useState(takeSessionEndedNotice);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = codeDue ? await submitCode(code) : await signIn(username, password);
    if (outcome === 'signed-in') navigate(paths.root, { replace: true });
    // Required and not set up: the set-up screen is all that is open until it is done.
    if (outcome === 'enrol') navigate(paths.twoFactorSetup, { replace: true });
  };

  const onLogoClick = () => {
    const now = Date.now();
    const count = now - clicks.current.last > EASTER_EGG_GAP_MS ? 1 : clicks.current.count + 1;
    clicks.current = { count, last: now };
    if (count >= EASTER_EGG_CLICKS) navigate(paths.easterEgg);
  };

  return (
    <Center minHeight="100dvh" p="4">
      <Card.Root width="full" maxWidth="sm" boxShadow="lg">
        <Card.Header alignItems="center" gap="3">
          {/* Deliberately not a button: the easter egg is meant to be found, not announced. */}
          <ProductMark onClick={onLogoClick} userSelect="none" cursor="default" data-testid="product-logo" />
          <Heading as="h1" size="md" color="fg.muted" fontWeight="normal">
            Sign in to manage your screens
          </Heading>
        </Card.Header>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              {sessionEnded && !problem && (
                <Alert.Root status="warning" role="status">
                  <Alert.Indicator />
                  <Alert.Title>{MESSAGES.sessionExpired}</Alert.Title>
                </Alert.Root>
              )}
              {codeDue ? (
                <>
                  <Text>{CODE_REQUIRED}</Text>
                  <TextField
                    required
                    label="Code"
                    name="code"
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    autoFocus
                    value={code}
                    onValue={setCode}
                  />
                </>
              ) : (
                <>
                  <UsernameField value={username} onValue={setUsername} />
                  <TextField
                    required
                    label="Password"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onValue={setPassword}
                  />
                </>
              )}
              {problem && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{problem}</Alert.Title>
                </Alert.Root>
              )}
              <Button
                type="submit"
                colorPalette="accent"
                loading={loading}
                disabled={codeDue ? !code.trim() : !username || !password}
              >
                {codeDue ? 'Verify' : 'Sign in'}
              </Button>
              {/* Spec 01 §2: the sign-in page has a password reset option. */}
              <Link asChild textStyle="sm" colorPalette="accent" alignSelf="center">
                <RouterLink to={paths.resetPassword}>Forgot password?</RouterLink>
              </Link>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
