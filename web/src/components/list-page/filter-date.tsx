import { Field, Input } from '@chakra-ui/react';

/** A labelled calendar-date filter of a list's filter bar (native date input: `YYYY-MM-DD`, '' for none). */
export function FilterDate({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  /** Under the field, e.g. which time zone the date is read in. */
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root flex="1">
      <Field.Label>{label}</Field.Label>
      <Input type="date" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
