import { Button, Stack } from '@chakra-ui/react';
import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { USER_MESSAGES } from '@signage/domain/messages';
import { confirmMatches, isStrongPassword } from '@signage/domain/password-rules';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../../components/password/password-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ChangePasswordMutationDocument } from '../../gql/graphql.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';

/** Changes the password: the current one first, the new one under the strength meter, then confirmed. */
export function PasswordChangeForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string>();
  const [change, { loading }] = useNotifiedMutation(ChangePasswordMutationDocument, {
    success: ACCOUNT_MESSAGES.passwordChanged,
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isStrongPassword(next)) return setProblem(USER_MESSAGES.passwordRequirementsNotMet);
    if (!confirmMatches(next, confirm)) return setProblem(USER_MESSAGES.passwordRejected);
    setProblem(undefined);
    if (await change({ currentPassword: current, newPassword: next })) {
      setCurrent('');
      setNext('');
      setConfirm('');
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <TextField
          label="Current password"
          required
          type="password"
          autoComplete="current-password"
          value={current}
          onValue={setCurrent}
        />
        <PasswordField label="New password" value={next} onValue={setNext} required problem={problem} />
        <TextField
          label="Confirm new password"
          required
          invalid={confirm.length > 0 && !confirmMatches(next, confirm)}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onValue={setConfirm}
        />
        <Button
          type="submit"
          alignSelf="start"
          colorPalette="accent"
          loading={loading}
          disabled={!current || !next || !confirm}
        >
          Change password
        </Button>
      </Stack>
    </form>
  );
}
