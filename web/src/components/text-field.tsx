import { Field, Input, type InputProps } from '@chakra-ui/react';

type TextFieldProps = Omit<InputProps, 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  invalid?: boolean;
};

/** One labelled text input (a password, a code): the field's state on the field, the rest on the input. */
export function TextField({ label, value, onValue, required, invalid, disabled, ...input }: TextFieldProps) {
  return (
    <Field.Root required={required} invalid={invalid} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onValue(e.currentTarget.value)} {...input} />
    </Field.Root>
  );
}
