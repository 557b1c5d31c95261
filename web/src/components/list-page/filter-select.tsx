import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ChoiceSelect } from '../choice-select.tsx';

interface FilterSelectProps<V extends string> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, worth '' (no filter), e.g. "All types". */
  all?: string;
  /** The options after `all`, each shown as `optionLabel` says (the value itself by default). */
  options?: readonly V[];
  optionLabel?: (option: V) => ReactNode;
  /** Options written out, after `options`. */
  children?: ReactNode;
}

/** A labelled dropdown of a list's filter bar. */
export function FilterSelect<V extends string>(props: FilterSelectProps<V>) {
  const { label, value, onChange, all, options = [], optionLabel = (option) => option, children } = props;
  return (
    <Field.Root flex="1">
      <Field.Label>{label}</Field.Label>
      <ChoiceSelect value={value} onChange={onChange} none={all} choices={options} choiceLabel={optionLabel}>
        {children}
      </ChoiceSelect>
    </Field.Root>
  );
}
