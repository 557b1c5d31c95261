import { Field } from '@chakra-ui/react';
import { ConsoleDatePicker } from './console-date-picker.tsx';

/** A labelled calendar-date filter of a list's filter bar (`YYYY-MM-DD`, '' for none), day first. */
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
      <ConsoleDatePicker label={label} value={value} onChange={onChange} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
