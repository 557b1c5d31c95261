import { Field, HStack, Input, List, Progress, Text } from '@chakra-ui/react';
import {
  PASSWORD_FIELD_MIN_LENGTH,
  PASSWORD_RULES,
  passwordFieldProblem,
  passwordStrength,
} from '@signage/domain/password-rules';
import { useId } from 'react';
import { LuCheck, LuX } from 'react-icons/lu';

const STRENGTH_WORDS = ['Very weak', 'Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const STRENGTH_PALETTE = ['red', 'red', 'red', 'orange', 'yellow', 'green'] as const;

type Props = {
  label?: string;
  value: string;
  onValue: (value: string) => void;
  /** "new-password" for a new or changed password (the default), so password managers offer to generate one. */
  autoComplete?: string;
  disabled?: boolean;
  required?: boolean;
  /** Shown instead of the field rule, e.g. the server's refusal. */
  problem?: string;
  /**
   * Empty keeps the password the user has (editing another user): until something is typed the field says so,
   * instead of a "Very weak" meter and a list of crosses that read as errors.
   */
  keepsCurrent?: boolean;
};

/** What an empty `keepsCurrent` field says in place of the meter. */
export const KEEPS_CURRENT_PASSWORD = 'Leave empty to keep the current password.';

/**
 * A new password with the strength meter (spec 02 §5): the five rules count equally toward the meter and are
 * listed with a tick or a cross, so a person sees what is missing rather than guessing. The 6-character field rule
 * shows once something is typed. Used by the user editor, the profile and the reset page.
 */
export function PasswordField({
  label = 'Password',
  value,
  onValue,
  autoComplete = 'new-password',
  disabled,
  required,
  problem,
  keepsCurrent,
}: Props) {
  const rulesId = useId();
  const untouched = keepsCurrent && !value && !problem;
  const fieldProblem = problem ?? (value ? passwordFieldProblem(value) : undefined);
  return (
    <Field.Root invalid={Boolean(fieldProblem)} disabled={disabled} required={required}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type="password"
        value={value}
        autoComplete={autoComplete}
        minLength={PASSWORD_FIELD_MIN_LENGTH}
        aria-describedby={rulesId}
        onChange={(e) => onValue(e.currentTarget.value)}
      />
      {untouched ? (
        <Field.HelperText id={rulesId}>{KEEPS_CURRENT_PASSWORD}</Field.HelperText>
      ) : (
        <StrengthAndRules value={value} rulesId={rulesId} />
      )}
      {fieldProblem && <Field.ErrorText>{fieldProblem}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The meter and the five rules, each with a tick or a cross. */
function StrengthAndRules({ value, rulesId }: { value: string; rulesId: string }) {
  const strength = passwordStrength(value);
  return (
    <>
      <Progress.Root
        width="full"
        size="xs"
        min={0}
        max={PASSWORD_RULES.length}
        value={strength}
        colorPalette={STRENGTH_PALETTE[strength]}
      >
        <HStack justify="space-between" width="full">
          <Progress.Track
            flex="1"
            aria-label="Password strength"
            aria-valuetext={`${STRENGTH_WORDS[strength]}: ${strength} of ${PASSWORD_RULES.length} rules met`}
          >
            <Progress.Range />
          </Progress.Track>
          <Text textStyle="xs" color="fg.muted" minWidth="5rem" textAlign="end">
            {STRENGTH_WORDS[strength]}
          </Text>
        </HStack>
      </Progress.Root>
      <List.Root id={rulesId} variant="plain" gap="0.5" textStyle="xs" aria-label="Password rules">
        {PASSWORD_RULES.map((rule) => {
          const holds = rule.holds(value);
          return (
            <List.Item key={rule.id} color={holds ? 'green.fg' : 'fg.muted'}>
              <List.Indicator asChild>{holds ? <LuCheck aria-hidden /> : <LuX aria-hidden />}</List.Indicator>
              {rule.text}
              <Text as="span" srOnly>
                {holds ? ' (met)' : ' (not met)'}
              </Text>
            </List.Item>
          );
        })}
      </List.Root>
    </>
  );
}
