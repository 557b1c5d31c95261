import { Alert, Box, Button, Code, Field, HStack, Image, Input, List, Stack, Text } from '@chakra-ui/react';
import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../components/text-field.tsx';
import {
  ConfirmTwoFactorMutationDocument,
  DisableTwoFactorMutationDocument,
  StartTwoFactorEnrolmentMutationDocument,
  type TwoFactorSection_StateFragment,
} from '../../gql/graphql.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';

const refetch = { mutation: { refetchQueries: ['ProfileQuery', 'TwoFactorStateQuery'] } };

/**
 * Two-factor sign-in with an authenticator app: set it up from a QR code (or the key typed in), switch it on with a
 * code, keep the ten recovery codes shown once; switch it off with a code or the password.
 */
export function TwoFactorSection({
  state,
  onEnabled,
}: {
  state: TwoFactorSection_StateFragment;
  /** After it is switched on and the recovery codes are put away (the set-up screen goes on to the console). */
  onEnabled?: () => void;
}) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onEnabled} />;
  if (state.enabled) return <TurnOff left={state.recoveryCodesLeft} />;
  return (
    <Stack gap="3">
      {state.required && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{ACCOUNT_MESSAGES.enrolmentRequired}</Alert.Title>
        </Alert.Root>
      )}
      <Enrol onConfirmed={setRecoveryCodes} />
    </Stack>
  );
}

function Enrol({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const [start, starting] = useNotifiedMutation(StartTwoFactorEnrolmentMutationDocument);
  const [confirm, confirming] = useNotifiedMutation(ConfirmTwoFactorMutationDocument, {
    success: ACCOUNT_MESSAGES.enabled,
    ...refetch,
  });
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCode: string }>();
  const [code, setCode] = useState('');
  if (!enrolment) {
    return (
      <Stack gap="3" align="start">
        <Text>Two-factor sign-in is off. With it on, signing in also asks for a code from an authenticator app.</Text>
        <Button
          colorPalette="accent"
          loading={starting.loading}
          onClick={async () => setEnrolment((await start({}))?.startTwoFactorEnrolment)}
        >
          Set up two-factor sign-in
        </Button>
      </Stack>
    );
  }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await confirm({ code });
    if (answer) onConfirmed(answer.confirmTwoFactor);
  };
  return (
    <form onSubmit={onSubmit}>
      <HStack gap="6" align="start" wrap="wrap">
        <Image src={enrolment.qrCode} alt="QR code for your authenticator app" width="48" height="48" />
        <Stack gap="3" flex="1" minWidth="64">
          <Text>Scan the QR code with your authenticator app, or type this key into it:</Text>
          <Code aria-label="Secret key" fontSize="md" p="2" wordBreak="break-all">
            {enrolment.secret}
          </Code>
          <TextField
            label="Code from the app"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onValue={setCode}
          />
          <Button type="submit" alignSelf="start" colorPalette="accent" loading={confirming.loading} disabled={!code}>
            Turn on
          </Button>
        </Stack>
      </HStack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone?: () => void }) {
  return (
    <Stack gap="3" align="start">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{ACCOUNT_MESSAGES.recoveryCodesShownOnce}</Alert.Title>
      </Alert.Root>
      <Box as="section" aria-label="Recovery codes">
        <List.Root columns={2} fontFamily="mono" gap="1" ps="5">
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List.Root>
      </Box>
      {onDone && (
        <Button colorPalette="accent" onClick={onDone}>
          Continue
        </Button>
      )}
    </Stack>
  );
}

function TurnOff({ left }: { left: number }) {
  const [disable, { loading }] = useNotifiedMutation(DisableTwoFactorMutationDocument, {
    success: ACCOUNT_MESSAGES.disabled,
    ...refetch,
  });
  const [proof, setProof] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Six digits or a recovery code's shape is a code; anything else is taken as the password.
    const isCode = /^(\d{3} ?\d{3}|[a-z0-9]{5}-?[a-z0-9]{5})$/i.test(proof.trim());
    if (await disable(isCode ? { code: proof.trim() } : { password: proof })) setProof('');
  };
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="3" align="start">
        <Text>
          Two-factor sign-in is on. {left} recovery code{left === 1 ? '' : 's'} left.
        </Text>
        <Field.Root>
          <Field.Label>Current code, recovery code or password</Field.Label>
          <Input type="password" autoComplete="off" value={proof} onChange={(e) => setProof(e.currentTarget.value)} />
          <Field.HelperText>Needed to turn two-factor sign-in off.</Field.HelperText>
        </Field.Root>
        <Button type="submit" colorPalette="red" variant="outline" loading={loading} disabled={!proof}>
          Turn off
        </Button>
      </Stack>
    </form>
  );
}
