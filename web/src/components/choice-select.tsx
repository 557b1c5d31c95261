import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ChoiceSelectProps<T> {
  value: string | number;
  onChange: (value: string) => void;
  /** The choices, in order. */
  choices: readonly T[];
  /** A choice's option value, its key too: the choice itself by default (choices that are strings or numbers). */
  choiceValue?: (choice: T, index: number) => string | number;
  /** What a choice reads as: its value by default. */
  choiceLabel?: (choice: T) => ReactNode;
  /** When given, a first choice worth '' (none, any, all), named so. */
  none?: string;
  /** Options written out, after the choices. */
  children?: ReactNode;
  /**
   * What the value reads as where the choices lack it (a record past the first page of choices, or one the user's
   * forced tags hide): without it the browser would show the first choice, "None", and the form would look cleared.
   */
  unlisted?: ReactNode;
  size?: NativeSelect.RootProps['size'];
  width?: NativeSelect.RootProps['width'];
  /** The select's own id, for a label outside a Field. */
  id?: string;
  /** The select's name where no label names it. */
  'aria-label'?: string;
}

/** Records chosen by their id and shown by their name, the usual case: spread into a ChoiceSelect of records. */
export const RECORD_CHOICES = {
  choiceValue: (record: { id: string }) => record.id,
  choiceLabel: (record: { name: string }) => record.name,
};

/** Choices written as `{ value, label }`: spread into a ChoiceSelect of them. */
export const LABELLED_CHOICES = {
  choiceValue: (choice: { value: string }) => choice.value,
  choiceLabel: (choice: { label: string }) => choice.label,
};

/**
 * A native dropdown of a list of choices, so that a form or filter declares only its choices, how each reads and
 * what a first "none" choice says; the label and field around it are the caller's.
 */
export function ChoiceSelect<T>({
  value,
  onChange,
  choices,
  choiceValue = (choice) => String(choice),
  choiceLabel,
  none,
  children,
  unlisted,
  size,
  width,
  id,
  'aria-label': ariaLabel,
}: ChoiceSelectProps<T>) {
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field
        id={id}
        aria-label={ariaLabel}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {none !== undefined && <option value="">{none}</option>}
        {choices.map((choice, index) => {
          const optionValue = choiceValue(choice, index);
          return (
            <option key={optionValue} value={optionValue}>
              {choiceLabel ? choiceLabel(choice) : optionValue}
            </option>
          );
        })}
        {unlisted !== undefined &&
          value !== '' &&
          !choices.some((choice, index) => String(choiceValue(choice, index)) === String(value)) && (
            <option value={value}>{unlisted}</option>
          )}
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
