import { Checkbox, Field, Input, Textarea } from '@chakra-ui/react';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { ChoiceSelect, LABELLED_CHOICES } from '../../../../components/choice-select.tsx';

/**
 * A field edited in a local draft and committed on Enter or leaving it, so one edit is one undo step. `parse`
 * answers the value to commit or an error message to show.
 */
function useDraft<T>(
  value: T,
  format: (v: T) => string,
  parse: (text: string) => T | { error: string },
  commit: (v: T) => void,
) {
  const [text, setText] = useState(format(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(format(value));
    setError(null);
  }, [value, format]);
  const save = () => {
    const parsed = parse(text);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) return setError(parsed.error);
    setError(null);
    if (parsed !== value) commit(parsed as T);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') save();
  };
  return { text, setText, error, save, onKeyDown };
}

interface Base {
  label: string;
  disabled?: boolean;
  help?: ReactNode;
}

const asString = (v: string) => v;
const identity = (t: string) => t;

export function TextField({
  label,
  value,
  onCommit,
  disabled,
  help,
  multiline,
}: Base & { value: string; onCommit(v: string): void; multiline?: boolean }) {
  const d = useDraft(value, asString, identity, onCommit);
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea size="sm" rows={3} value={d.text} onChange={(e) => d.setText(e.target.value)} onBlur={d.save} />
      ) : (
        <Input
          size="sm"
          value={d.text}
          onChange={(e) => d.setText(e.target.value)}
          onBlur={d.save}
          onKeyDown={d.onKeyDown}
        />
      )}
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

const formatNumber = (v: number | null) => (v === null || v === undefined ? '' : String(v));

/** A number: anything that is not one is refused with the spec's "Invalid value in layout properties". */
export function NumberField({
  label,
  value,
  onCommit,
  disabled,
  help,
  check,
  allowEmpty,
}: Base & {
  value: number | null;
  onCommit(v: number | null): void;
  check?: (n: number) => string | undefined;
  allowEmpty?: boolean;
}) {
  const parse = (text: string): number | null | { error: string } => {
    if (!text.trim() && allowEmpty) return null;
    const n = Number(text);
    if (!text.trim() || !Number.isFinite(n)) return { error: LAYOUT_MESSAGES.invalidProperties };
    const problem = check?.(n);
    return problem ? { error: problem } : n;
  };
  const d = useDraft(value, formatNumber, parse, onCommit);
  return (
    <Field.Root disabled={disabled} invalid={!!d.error}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        inputMode="decimal"
        value={d.text}
        onChange={(e) => d.setText(e.target.value)}
        onBlur={d.save}
        onKeyDown={d.onKeyDown}
      />
      {d.error ? <Field.ErrorText>{d.error}</Field.ErrorText> : help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
  disabled,
}: Base & { checked: boolean; onChange(v: boolean): void }) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(d) => onChange(d.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
}: Base & { value: string; options: { value: string; label: string }[]; onChange(v: string): void }) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <ChoiceSelect size="sm" value={value} onChange={onChange} choices={options} {...LABELLED_CHOICES} />
    </Field.Root>
  );
}

/** A colour: the browser's picker, committed when it closes or changes. */
export function ColourField({ label, value, onChange, disabled }: Base & { value: string; onChange(v: string): void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type="color"
        p="1"
        value={/^#[0-9a-f]{6}$/i.test(draft) ? draft : '#000000'}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => draft !== value && onChange(draft)}
      />
    </Field.Root>
  );
}

/** The keys of T whose values are V. */
type KeysOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T];

/**
 * Binds the panel's fields to an element's properties: each gives a field the property's value, writes a change
 * back as one patch (one undo step) and locks it with the panel. A field spreads it and then sets what differs,
 * e.g. `<CheckField label="Visible" {...bind.check('visible')} />`.
 */
export function propertyBinder<T>(values: T, set: (patch: Partial<NoInfer<T>>) => void, disabled: boolean) {
  const write = (key: keyof T) => (value: unknown) => set({ [key]: value } as Partial<T>);
  return {
    /** A CheckField's checked and onChange. */
    check: (key: KeysOf<T, boolean>) => ({ checked: values[key] as boolean, onChange: write(key), disabled }),
    /** A TextField's value and onCommit. */
    text: (key: KeysOf<T, string>) => ({ value: values[key] as string, onCommit: write(key), disabled }),
    /** A ColourField's or SelectField's value and onChange. */
    choice: (key: KeysOf<T, string>) => ({ value: values[key] as string, onChange: write(key), disabled }),
  };
}
