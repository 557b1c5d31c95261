import { Box, chakra, Flex, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { normaliseTag } from '@signage/domain/tags';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useSessionTags } from '../../lib/session-tags.ts';
import { TagChip } from '../tags/tag-chip.tsx';
import type { TagValue } from '../tags/tag-input.tsx';
import { SUGGESTION_CLOSE_DELAY_MS } from '../tags/tag-input.tsx';
import { TagSuggestionList } from '../tags/tag-suggestion-list.tsx';
import { useTagSuggestions } from '../tags/use-tag-suggestions.ts';
import { SearchResultsPanel } from './search-results-panel.tsx';
import { useHeaderSearch } from './use-header-search.ts';

/**
 * The header's search box (spec 01 §2): free text, and tags chosen from the suggestions (arrow keys or a click);
 * Enter searches. Results open in a panel grouped by type. The session tags also apply (spec 01 §6).
 */
export function HeaderSearch() {
  const id = useId();
  const listId = `${id}-suggestions`;
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [text, setText] = useState('');
  const [tags, setTags] = useState<TagValue[]>([]);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const sessionTags = useSessionTags();
  const { state, search, cancel, close } = useHeaderSearch();

  const chosen = new Set(tags.map((t) => t.name));
  const suggestions = useTagSuggestions(text, focused).filter((s) => !chosen.has(s.name));
  const open = focused && text.trim() !== '' && suggestions.length > 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const all = [...new Set([...tags.map((t) => t.name), ...sessionTags.map(normaliseTag)])];
    search({ q: text.trim() || undefined, tags: all.length ? all : undefined });
  };

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (suggestion) setTags([...tags, { name: suggestion.name, color: suggestion.color }]);
    setText('');
    setActive(-1);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((active + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive(active <= 0 ? suggestions.length - 1 : active - 1);
    } else if (event.key === 'Escape') {
      setActive(-1);
      if (state.status !== 'idle') close();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      setTags(tags.slice(0, -1));
    }
  };

  return (
    <Box position="relative" flex="1" maxWidth="lg" minWidth="0">
      <chakra.form role="search" aria-label="Search everything" onSubmit={submit}>
        <Flex
          align="center"
          gap="1"
          height="9"
          ps="2"
          borderWidth="1px"
          borderRadius="l2"
          bg="bg"
          _focusWithin={{ borderColor: 'accent.focusRing', outline: '1px solid', outlineColor: 'accent.focusRing' }}
          overflowX="auto"
        >
          {tags.map((tag) => (
            <TagChip
              key={tag.name}
              name={tag.name}
              color={tag.color}
              size="sm"
              onRemove={() => setTags(tags.filter((t) => t.name !== tag.name))}
            />
          ))}
          <VisuallyHidden asChild>
            <label htmlFor={`${id}-input`}>Search by name or tag</label>
          </VisuallyHidden>
          <chakra.input
            ref={inputRef}
            id={`${id}-input`}
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            placeholder={tags.length === 0 ? 'Search media, devices, layouts…' : undefined}
            value={text}
            flex="1"
            minWidth="24"
            fontSize="sm"
            bg="transparent"
            outline="none"
            onChange={(event) => {
              setText(event.currentTarget.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              clearTimeout(closeTimer.current);
              setFocused(true);
            }}
            onBlur={() => {
              closeTimer.current = setTimeout(() => setFocused(false), SUGGESTION_CLOSE_DELAY_MS);
            }}
          />
          <IconButton type="submit" aria-label="Search" variant="ghost" size="sm">
            <LuSearch />
          </IconButton>
        </Flex>
        <TagSuggestionList id={listId} open={open} suggestions={suggestions} active={active} onChoose={choose} />
      </chakra.form>
      <SearchResultsPanel state={state} onCancel={cancel} onClose={close} query={{ q: text.trim(), tags }} />
    </Box>
  );
}
