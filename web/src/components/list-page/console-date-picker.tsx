import { DatePicker, Portal, parseDate } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuCalendar } from 'react-icons/lu';
import { formatConsoleDate, parseConsoleDate } from './console-date.ts';

/**
 * A labelled calendar date (`YYYY-MM-DD`, '' for none), day first. Chakra's date picker, not the native date input:
 * that one writes dates in the browser's order (US: month first), and the console writes "1st Mar 2025"
 * everywhere. Typed dates are read day first; the calendar opens from the button. Inside a dialog pass
 * `portalled={false}`, or the dialog's focus trap keeps the calendar out of reach.
 */
export function ConsoleDatePicker({
  label,
  value,
  onChange,
  min,
  portalled = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The earliest date the calendar offers (`YYYY-MM-DD`). */
  min?: string;
  portalled?: boolean;
}) {
  // Held here as well as by the caller: the picker, answered with the old value while a URL catches up, wrote
  // "undefined" into its input.
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  const date = shown ? parseConsoleDate(shown) : undefined;
  return (
    <DatePicker.Root
      width="full"
      // The calendars are drawn only when opened: a filter bar or a form holds two of them.
      lazyMount
      unmountOnExit
      locale="en-GB"
      value={date ? [parseDate(date)] : []}
      min={min ? parseDate(min) : undefined}
      onValueChange={(details) => {
        const next = details.value[0]?.toString() ?? '';
        setShown(next);
        if (next !== value) onChange(next);
      }}
      format={(day) => formatConsoleDate(day.toString())}
      parse={(text) => {
        const typed = parseConsoleDate(text);
        return typed ? parseDate(typed) : undefined;
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
      <Portal disabled={!portalled}>
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
  );
}
