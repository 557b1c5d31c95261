import { Card, Center, Heading, HStack, Icon, Link, Text } from '@chakra-ui/react';
import { RESET_TOKEN_PARAM } from '@signage/domain/password-reset';
import { LuTv } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { PRODUCT_NAME } from '../../lib/product.ts';
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
          <HStack gap="2">
            <Icon as={LuTv} boxSize="7" color="accent.solid" />
            <Text fontSize="xl" fontWeight="bold">
              {PRODUCT_NAME}
            </Text>
          </HStack>
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
