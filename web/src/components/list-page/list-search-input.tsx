import { Field, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuSearch } from 'react-icons/lu';

/** The list asks once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's free-text search. What is typed shows at once; `onChange` (the URL, then the query) follows once
 * typing pauses. A new `value` from outside (Back, Clear filters) replaces what is typed.
 */
export function ListSearchInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  if (value !== committed.current) {
    committed.current = value;
    setDraft(value);
  }
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (draft === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = draft;
      latest.current(draft);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <InputGroup startElement={<LuSearch />}>
        <Input
          type="search"
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
      </InputGroup>
    </Field.Root>
  );
}
