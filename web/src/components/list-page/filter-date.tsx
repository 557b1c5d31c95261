import { DatePicker, Field, Portal, parseDate } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuCalendar } from 'react-icons/lu';
import { formatConsoleDate, parseConsoleDate } from './console-date.ts';

/**
 * A labelled calendar-date filter of a list's filter bar (`YYYY-MM-DD`, '' for none). Chakra's date picker, not the
 * native date input: that one writes dates in the browser's order (US: month first), and the console writes
 * "1st Mar 2025" everywhere. Typed dates are read day first; the calendar opens from the button.
 */
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
  // Held here as well as in the URL: the picker, answered with the old value while the URL catches up, wrote
  // "undefined" into its input.
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  return (
    <Field.Root flex="1">
      <DatePicker.Root
        width="full"
        // The calendars are drawn only when opened: a filter bar holds two of them.
        lazyMount
        unmountOnExit
        locale="en-GB"
        value={shown ? [parseDate(shown)] : []}
        onValueChange={(details) => {
          const next = details.value[0]?.toString() ?? '';
          setShown(next);
          if (next !== value) onChange(next);
        }}
        format={(date) => formatConsoleDate(date.toString())}
        parse={(text) => {
          const date = parseConsoleDate(text);
          return date ? parseDate(date) : undefined;
        }}
        // The picker's input takes digits and separators only: typed dates are day first, shown as "1st Mar 2025".
        placeholder="dd/mm/yyyy"
      >
        <DatePicker.Label>{label}</DatePicker.Label>
        <DatePicker.Control>
          <DatePicker.Input />
          <DatePicker.IndicatorGroup>
            <DatePicker.Trigger aria-label={`Choose ${label.toLowerCase()} from a calendar`}>
              <LuCalendar />
            </DatePicker.Trigger>
          </DatePicker.IndicatorGroup>
        </DatePicker.Control>
        <Portal>
          <DatePicker.Positioner>
            <DatePicker.Content>
              <DatePicker.View view="day">
                <DatePicker.Header />
                <DatePicker.DayTable />
              </DatePicker.View>
              <DatePicker.View view="month">
                <DatePicker.Header />
                <DatePicker.MonthTable />
              </DatePicker.View>
              <DatePicker.View view="year">
                <DatePicker.Header />
                <DatePicker.YearTable />
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
