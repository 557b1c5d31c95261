import { Box, chakra, Flex, VisuallyHidden } from '@chakra-ui/react';
import { isValidTag, normaliseTag } from '@signage/domain/tags';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { TagChip } from './tag-chip.tsx';
import { TagInputError } from './tag-input-error.tsx';
import { TagSuggestionList } from './tag-suggestion-list.tsx';
import { useTagSuggestions } from './use-tag-suggestions.ts';

/** Spec 01 §4: the suggestion box closes 200 ms after the input loses focus. */
export const SUGGESTION_CLOSE_DELAY_MS = 200;

/**
 * For a dialog's onEscapeKeyDown: true when Escape is meant for a tag input (its suggestions or its error popup
 * are showing), so the dialog should stay open. Dialogs see Escape first (document, capture phase).
 */
export function isEscapeForTagInput(event: KeyboardEvent | globalThis.KeyboardEvent): boolean {
  const target = event.target;
  return (
    target instanceof HTMLElement &&
    target.getAttribute('role') === 'combobox' &&
    (target.getAttribute('aria-expanded') === 'true' || target.getAttribute('aria-invalid') === 'true')
  );
}

export interface TagValue {
  /** The stored form: no leading '#'. */
  name: string;
  color?: string | null;
}

export interface TagInputProps {
  label: string;
  value: readonly TagValue[];
  onChange: (next: TagValue[]) => void;
  /** The label stays for assistive technology only. */
  hideLabel?: boolean;
  placeholder?: string;
  /** Splits what was typed into entries (the tag session splits on commas); default: one entry. */
  parse?: (text: string) => string[];
  /** One row that scrolls sideways instead of wrapping (the header). */
  inline?: boolean;
  size?: 'sm' | 'md';
  disabled?: boolean;
}

/**
 * Tag entry (spec 01 §4, §5): chips in their palette colours, a tag added on Enter or by choosing a suggestion,
 * duplicates ignored, the '#' stripped, invalid input answered by an error popup.
 */
export function TagInput({
  label,
  value,
  onChange,
  hideLabel = false,
  placeholder,
  parse = (text) => [text],
  inline = false,
  size = 'md',
  disabled = false,
}: TagInputProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-suggestions`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [highlighted, setActive] = useState(-1);

  const chosen = new Set(value.map((t) => t.name));
  const suggestions = useTagSuggestions(text, focused && !disabled).filter((s) => !chosen.has(s.name));
  const open = focused && !dismissed && !invalid && text.trim() !== '' && suggestions.length > 0;
  // The highlighted suggestion: the one the arrows chose, else the first, so Enter takes a shown suggestion
  // rather than the partial text (spec 01 s4: added on Enter or by choosing a suggestion).
  // Text that already is a whole tag (chosen, or a suggestion of that exact name) stays what Enter adds.
  const typed = isValidTag(text.trim()) ? normaliseTag(text.trim()) : '';
  const exact = typed && chosen.has(typed) ? -2 : suggestions.findIndex((s) => s.name === typed);
  const fallback = exact === -2 ? -1 : exact >= 0 ? exact : 0;
  const active = !open ? -1 : highlighted >= 0 && highlighted < suggestions.length ? highlighted : fallback;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const add = (entries: readonly TagValue[]) => {
    const next = [...value];
    for (const entry of entries) {
      if (!next.some((t) => t.name === entry.name)) next.push(entry);
    }
    if (next.length !== value.length) onChange(next);
    setText('');
    setActive(-1);
  };

  const commitText = () => {
    const entries = parse(text)
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length === 0) return;
    if (entries.some((e) => !isValidTag(e))) {
      setInvalid(true);
      return;
    }
    add(
      entries.map((e) => {
        const name = normaliseTag(e);
        return { name, color: suggestions.find((s) => s.name === name)?.color ?? null };
      }),
    );
  };

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (suggestion) add([{ name: suggestion.name, color: suggestion.color }]);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (open && active >= 0) choose(active);
      else commitText();
    } else if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((active + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive(active <= 0 ? suggestions.length - 1 : active - 1);
    } else if (event.key === 'Escape' && (open || invalid)) {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
      setInvalid(false);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Box position="relative" minWidth="0" width="full">
      {hideLabel ? (
        <VisuallyHidden asChild>
          <label htmlFor={inputId}>{label}</label>
        </VisuallyHidden>
      ) : (
        <chakra.label htmlFor={inputId} display="block" textStyle="sm" fontWeight="medium" mb="1.5">
          {label}
        </chakra.label>
      )}
      <Flex
        wrap={inline ? 'nowrap' : 'wrap'}
        overflowX={inline ? 'auto' : undefined}
        align="center"
        gap="1"
        minHeight={size === 'sm' ? '8' : '10'}
        px="2"
        py="0.5"
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border'}
        borderRadius="l2"
        bg="bg"
        cursor="text"
        opacity={disabled ? 0.6 : 1}
        _focusWithin={{ borderColor: 'accent.focusRing', outline: '1px solid', outlineColor: 'accent.focusRing' }}
        onClick={() => inputRef.current?.focus()}
      >
        {value.map((tag) => (
          <TagChip
            key={tag.name}
            name={tag.name}
            color={tag.color}
            size={size === 'sm' ? 'sm' : 'md'}
            onRemove={disabled ? undefined : () => onChange(value.filter((t) => t.name !== tag.name))}
          />
        ))}
        <chakra.input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          disabled={disabled}
          value={text}
          placeholder={value.length === 0 ? placeholder : undefined}
          flex="1"
          minWidth="24"
          height={size === 'sm' ? '6' : '8'}
          fontSize="sm"
          bg="transparent"
          outline="none"
          onChange={(event) => {
            setText(event.currentTarget.value);
            setActive(-1);
            setInvalid(false);
            setDismissed(false);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            setFocused(true);
          }}
          onBlur={() => {
            clearTimeout(closeTimer.current);
            closeTimer.current = setTimeout(() => setFocused(false), SUGGESTION_CLOSE_DELAY_MS);
          }}
        />
      </Flex>
      {invalid && <TagInputError id={errorId} />}
      <TagSuggestionList id={listId} open={open} suggestions={suggestions} active={active} onChoose={choose} />
    </Box>
  );
}
