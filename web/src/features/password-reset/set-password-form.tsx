import { Alert, Button, Stack } from '@chakra-ui/react';
import { USER_MESSAGES } from '@signage/domain/messages';
import { confirmMatches, isStrongPassword } from '@signage/domain/password-rules';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../../components/password/password-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { clearSession } from '../../lib/session.ts';
import { ResetDone } from './reset-done.tsx';
import { useResetPassword } from './use-password-reset.ts';

/**
 * Step two, from the mailed link: the new password with the rules and meter repeated (spec 02 §5), and its
 * confirmation; "password rejected" when the two differ. On success the success flag shows (ResetDone).
 */
export function SetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { reset, loading } = useResetPassword();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!isStrongPassword(password)) return setProblem(USER_MESSAGES.passwordRequirementsNotMet);
    if (!confirmMatches(password, confirm)) return setProblem(USER_MESSAGES.passwordRejected);
    const outcome = await reset(token, password);
    if (!outcome.ok) return setProblem(outcome.message);
    // The server ended every session of the account: a token kept here would only bounce off sign-in.
    clearSession();
    setDone(outcome.message);
  };

  if (done) return <ResetDone message={done} />;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <PasswordField label="New password" value={password} onValue={setPassword} required />
        <TextField
          label="Confirm new password"
          required
          invalid={problem === USER_MESSAGES.passwordRejected}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onValue={setConfirm}
        />
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="accent" loading={loading} disabled={!password || !confirm}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
