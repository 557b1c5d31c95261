import { Box, chakra, Flex, VisuallyHidden } from '@chakra-ui/react';
import { isValidTag, normaliseTag } from '@signage/domain/tags';
import { type KeyboardEvent, useState } from 'react';
import { TagChip } from './tag-chip.tsx';
import { TagInputError } from './tag-input-error.tsx';
import { TagSuggestionList } from './tag-suggestion-list.tsx';
import { useTagCombobox } from './use-tag-combobox.ts';

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
  /** Shown while it holds no tag; "Add a tag" unless the field says more. */
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
  placeholder = 'Add a tag',
  parse = (text) => [text],
  inline = false,
  size = 'md',
  disabled = false,
}: TagInputProps) {
  const [invalid, setInvalid] = useState(false);
  const combo = useTagCombobox({
    value,
    onChange,
    disabled,
    // Enter takes a shown suggestion rather than the partial text (spec 01 §4: added on Enter or by choosing one).
    highlightFirst: true,
    suppressed: invalid,
    onEnter: (event) => {
      event.preventDefault();
      commitText();
    },
    onEscape: (event) => {
      if (!invalid) return;
      event.preventDefault();
      event.stopPropagation();
      setInvalid(false);
    },
    onEdit: () => setInvalid(false),
  });
  const errorId = `${combo.inputId}-error`;

  const commitText = () => {
    const entries = parse(combo.text)
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length === 0) return;
    if (entries.some((e) => !isValidTag(e))) {
      setInvalid(true);
      return;
    }
    combo.add(
      entries.map((e) => {
        const name = normaliseTag(e);
        return { name, color: combo.suggestions.find((s) => s.name === name)?.color ?? null };
      }),
    );
  };

  return (
    <Box position="relative" minWidth="0" width="full">
      {hideLabel ? (
        <VisuallyHidden asChild>
          <label htmlFor={combo.inputId}>{label}</label>
        </VisuallyHidden>
      ) : (
        <chakra.label htmlFor={combo.inputId} display="block" textStyle="sm" fontWeight="medium" mb="1.5">
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
        onClick={() => combo.inputRef.current?.focus()}
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
          {...combo.inputProps}
          type="text"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          placeholder={value.length === 0 ? placeholder : undefined}
          flex="1"
          minWidth="24"
          height={size === 'sm' ? '6' : '8'}
          fontSize="sm"
          bg="transparent"
          outline="none"
        />
      </Flex>
      {invalid && <TagInputError id={errorId} />}
      <TagSuggestionList {...combo.listProps} />
    </Box>
  );
}
