import { Card, Center, Heading, Link } from '@chakra-ui/react';
import { RESET_TOKEN_PARAM } from '@signage/domain/password-reset';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ProductMark } from '../../components/product-mark.tsx';
import { paths } from '../../lib/paths.ts';
import { RequestResetForm } from './request-reset-form.tsx';
import { SetPasswordForm } from './set-password-form.tsx';

/**
 * /admin/reset-password, outside the shell (spec 02 §2 "Password reset page"): ask for a reset mail by username;
 * the mail's link comes back with ?reset-token= and opens the set-password form instead.
 */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAM);
  return (
    <Center minHeight="100dvh" p="4">
      <Card.Root width="full" maxWidth="sm" boxShadow="lg">
        <Card.Header alignItems="center" gap="3">
          <ProductMark />
          <Heading as="h1" size="md" color="fg.muted" fontWeight="normal">
            {token ? 'Choose a new password' : 'Reset your password'}
          </Heading>
        </Card.Header>
        <Card.Body>{token ? <SetPasswordForm token={token} /> : <RequestResetForm />}</Card.Body>
        <Card.Footer justifyContent="center">
          <Link asChild textStyle="sm" colorPalette="accent">
            <RouterLink to={paths.login}>Back to sign in</RouterLink>
          </Link>
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
