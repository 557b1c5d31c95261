import { isValidTag, normaliseTag } from '@signage/domain/tags';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { TagValue } from './tag-input.tsx';
import { useTagSuggestions } from './use-tag-suggestions.ts';

/** Spec 01 §4: the suggestion box closes 200 ms after the input loses focus. */
export const SUGGESTION_CLOSE_DELAY_MS = 200;

export interface TagComboboxOptions {
  value: readonly TagValue[];
  onChange: (next: TagValue[]) => void;
  disabled?: boolean;
  /**
   * Whether, with nothing arrowed to, the first suggestion (or the one naming exactly what was typed) is the one
   * Enter takes: the tag input's choice. The header search leaves Enter to search the text instead.
   */
  highlightFirst?: boolean;
  /** Keeps the suggestions closed (the tag input's error popup is showing). */
  suppressed?: boolean;
  /** Enter with no suggestion highlighted (the tag input adds the text; the search lets its form submit). */
  onEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Escape with the suggestions closed. */
  onEscape?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Any edit of the text. */
  onEdit?: (text: string) => void;
}

/**
 * THE tag combobox of the console: the text, the suggestions for it (leaving out tags already chosen), the one
 * highlighted, the arrow keys, Enter and Escape, Backspace removing the last tag, and the box closing 200 ms after
 * the input loses focus. The tag input and the header search render around it.
 */
export function useTagCombobox({
  value,
  onChange,
  disabled = false,
  highlightFirst = false,
  suppressed = false,
  onEnter,
  onEscape,
  onEdit,
}: TagComboboxOptions) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-suggestions`;
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [text, setTextState] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);

  const chosen = new Set(value.map((t) => t.name));
  const suggestions = useTagSuggestions(text, focused && !disabled).filter((s) => !chosen.has(s.name));
  const open = focused && !dismissed && !suppressed && text.trim() !== '' && suggestions.length > 0;
  // Text that already is a whole tag (chosen, or a suggestion of that exact name) stays what Enter adds.
  const typed = isValidTag(text.trim()) ? normaliseTag(text.trim()) : '';
  const exact = typed && chosen.has(typed) ? -2 : suggestions.findIndex((s) => s.name === typed);
  const fallback = !highlightFirst || exact === -2 ? -1 : Math.max(exact, 0);
  const active = !open ? -1 : highlighted >= 0 && highlighted < suggestions.length ? highlighted : fallback;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const setText = (next: string) => {
    setTextState(next);
    setHighlighted(-1);
  };

  /** Adds tags not yet chosen and empties the text. */
  const add = (entries: readonly TagValue[]) => {
    const next = [...value];
    for (const entry of entries) {
      if (!next.some((t) => t.name === entry.name)) next.push(entry);
    }
    if (next.length !== value.length) onChange(next);
    setText('');
  };

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (suggestion) add([{ name: suggestion.name, color: suggestion.color }]);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      if (open && active >= 0) {
        event.preventDefault();
        choose(active);
      } else onEnter?.(event);
    } else if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setHighlighted((active + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setHighlighted(active <= 0 ? suggestions.length - 1 : active - 1);
    } else if (event.key === 'Escape' && open) {
      // Escape is the list's, not the dialog's or panel's around it.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    } else if (event.key === 'Escape') {
      onEscape?.(event);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return {
    text,
    setText,
    add,
    choose,
    suggestions,
    open,
    active,
    inputRef,
    inputId,
    listId,
    /** Spread on the `input`. */
    inputProps: {
      ref: inputRef,
      id: inputId,
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-activedescendant': open && active >= 0 ? `${listId}-${active}` : undefined,
      disabled,
      value: text,
      onChange: (event: { currentTarget: HTMLInputElement }) => {
        const next = event.currentTarget.value;
        setText(next);
        setDismissed(false);
        onEdit?.(next);
      },
      onKeyDown,
      onFocus: () => {
        clearTimeout(closeTimer.current);
        setFocused(true);
      },
      onBlur: () => {
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => setFocused(false), SUGGESTION_CLOSE_DELAY_MS);
      },
    },
    /** Spread on the TagSuggestionList. */
    listProps: { id: listId, open, suggestions, active, onChoose: choose },
  };
}
