import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type TextFieldProps = Omit<InputProps, 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValue?: (value: string) => void;
  invalid?: boolean;
  /** Shown under the input. */
  helper?: ReactNode;
  /** Shown under the input while `invalid`. */
  error?: ReactNode;
  /** Props of the field around the input (its width, say). */
  field?: Omit<Field.RootProps, 'required' | 'invalid' | 'disabled'>;
};

/**
 * One labelled text input (a name, a password, a code, a count): the field's state on the field, the rest on the
 * input. A required field's label carries the required mark (hidden from screen readers, which hear "required").
 */
export function TextField({
  label,
  value,
  onValue,
  required,
  invalid,
  disabled,
  helper,
  error,
  field,
  ...input
}: TextFieldProps) {
  return (
    <Field.Root required={required} invalid={invalid} disabled={disabled} {...field}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} onChange={onValue && ((e) => onValue(e.currentTarget.value))} {...input} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The account's username where someone signs in or asks for a reset: named and autocompleted for password managers. */
export function UsernameField({ value, onValue }: { value: string; onValue: (value: string) => void }) {
  return (
    <TextField
      required
      label="Username"
      name="username"
      autoComplete="username"
      autoFocus
      value={value}
      onValue={onValue}
    />
  );
}
