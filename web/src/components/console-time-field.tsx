import { Field, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { parseConsoleTime } from './list-page/console-date.ts';

/** Typed as far as the minutes: "9:30", "0930", "930" (not "9" or "9:3"). */
const hasMinutes = (text: string) => /\d{2}$/.test(text.trim()) && text.replace(/\D/g, '').length >= 3;

export const TIME_FIELD_ERROR = 'A time on the 24-hour clock, such as 09:30.';

/**
 * A time of day on the 24-hour clock (`HH:mm`, or `HH:mm:ss` with `seconds`), typed as people type times: "9:30",
 * "0930", "21.05". Not the native time input: that one shows the browser's clock (12-hour with am/pm in a US
 * browser), and the console writes 24-hour times everywhere. The text stays as typed while it is typed; each whole
 * time reaches `onChange`, and leaving the field tidies it ("9" becomes "09:00") or, for what is not a time, puts
 * the last time back. A value changed from outside (a day copied onto this one) replaces the text. With
 * `onUnreadable`, what is not a time is the owner's to refuse instead (see there).
 */
export function ConsoleTimeField({
  label,
  value,
  onChange,
  disabled = false,
  hideLabel = false,
  seconds = false,
  required = false,
  size,
  width,
  onUnreadable,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The label for assistive technology only, where words beside the field say what it is ("From", "to"). */
  hideLabel?: boolean;
  /** To the second (`HH:mm:ss`), as the spec gives the kiosk's refresh time. */
  seconds?: boolean;
  required?: boolean;
  size?: 'sm' | 'md';
  /** A field given a width keeps it in a row (it does not shrink). */
  width?: string;
  /**
   * Text that is not a time goes here as typed and stays on leaving the field, for a form whose own check refuses
   * it in the spec's words (a schedule's "Please enter a valid date and time.") rather than keeping the last time.
   */
  onUnreadable?: (text: string) => void;
}) {
  const parse = (typed: string) => parseConsoleTime(typed, { seconds });
  const [text, setText] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: parse changes only with `seconds`, fixed per field
  useEffect(() => setText((shown) => (parse(shown) === value ? shown : value)), [value]);
  const invalid = text !== '' && parse(text) === undefined;
  return (
    <Field.Root invalid={invalid} disabled={disabled} required={required} width={width} flex={width && 'none'}>
      {!hideLabel && <Field.Label>{label}</Field.Label>}
      <Input
        aria-label={hideLabel ? label : undefined}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        placeholder={seconds ? 'hh:mm:ss' : 'hh:mm'}
        size={size}
        onChange={(e) => {
          const typed = e.target.value;
          setText(typed);
          const time = parse(typed);
          // Only a whole time while typing: "2" on the way to "21:05" is not 02:00.
          if (time && hasMinutes(typed)) onChange(time);
          else if (!time) onUnreadable?.(typed);
        }}
        onBlur={() => {
          const time = parse(text);
          if (time && time !== value) onChange(time);
          if (time || !onUnreadable) setText(time ?? value);
        }}
      />
      {invalid && !onUnreadable && <Field.ErrorText>{TIME_FIELD_ERROR}</Field.ErrorText>}
    </Field.Root>
  );
}
