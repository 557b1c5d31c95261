import { Checkbox, Field, Input } from '@chakra-ui/react';
import { ChoiceSelect } from '../../../components/choice-select.tsx';

/** The few field shapes of the device settings form, labelled for people and assistive technology alike. */

export function TextSetting(props: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  disabled: boolean;
  type?: 'text' | 'number' | 'url';
  step?: number;
  help?: string;
}) {
  return (
    <Field.Root disabled={props.disabled}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        type={props.type ?? 'text'}
        step={props.step}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete="off"
      />
      {props.help && <Field.HelperText>{props.help}</Field.HelperText>}
    </Field.Root>
  );
}

export function FlagSetting(props: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled: boolean;
}) {
  return (
    <Checkbox.Root
      checked={props.checked}
      disabled={props.disabled}
      onCheckedChange={(d) => props.onChange(d.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{props.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function ChoiceSetting<V extends string>(props: {
  label: string;
  value: V;
  options: Record<V, string>;
  onChange: (v: V) => void;
  disabled: boolean;
}) {
  return (
    <Field.Root disabled={props.disabled}>
      <Field.Label>{props.label}</Field.Label>
      <ChoiceSelect
        value={props.value}
        onChange={(value) => props.onChange(value as V)}
        choices={Object.keys(props.options) as V[]}
        choiceLabel={(value) => props.options[value]}
      />
    </Field.Root>
  );
}

/** A number field's text as a number; what cannot be read stays NaN, which the rules then refuse in words. */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A number setting: NaN (text that is not a number) shows as an empty field, and the rules refuse it in words. */
export function NumberSetting(props: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled: boolean;
  step?: number;
  help?: string;
}) {
  const { value, onChange, ...rest } = props;
  return (
    <TextSetting
      {...rest}
      type="number"
      value={Number.isNaN(value) ? '' : value}
      onChange={(text) => onChange(num(text))}
    />
  );
}
