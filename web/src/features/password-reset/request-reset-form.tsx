import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { UsernameField } from '../../components/text-field.tsx';
import { useRequestPasswordReset } from './use-password-reset.ts';

/** Step one: the username to mail a reset link to. The answer is the same whether or not the account exists. */
export function RequestResetForm() {
  const [username, setUsername] = useState('');
  const { request, loading, outcome } = useRequestPasswordReset();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim()) void request(username.trim());
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          Enter your username. We mail a link to the address of that account; it works once, within 30 minutes.
        </Text>
        <UsernameField value={username} onValue={setUsername} />
        {outcome && (
          <Alert.Root status={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
            <Alert.Indicator />
            <Alert.Title>{outcome.message}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="accent" loading={loading} disabled={!username.trim()}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
