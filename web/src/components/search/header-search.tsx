import { Box, chakra, Flex, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { normaliseTag } from '@signage/domain/tags';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useSessionTags } from '../../lib/session-tags.ts';
import { TagChip } from '../tags/tag-chip.tsx';
import type { TagValue } from '../tags/tag-input.tsx';
import { TagSuggestionList } from '../tags/tag-suggestion-list.tsx';
import { useTagCombobox } from '../tags/use-tag-combobox.ts';
import { useHeaderSearch } from './use-header-search.ts';

// The results panel (and the lists, thumbnails and schedule names it shows) loads with the first search, not with
// the shell (issue 20).
const SearchResultsPanel = lazy(() =>
  import('./search-results-panel.tsx').then((m) => ({ default: m.SearchResultsPanel })),
);

/**
 * The header's search box (spec 01 §2): free text, and tags chosen from the suggestions (arrow keys or a click);
 * Enter searches. Results open in a panel grouped by type. The session tags also apply (spec 01 §6).
 */
export function HeaderSearch() {
  const [tags, setTags] = useState<TagValue[]>([]);
  const sessionTags = useSessionTags();
  const { state, search, cancel, close } = useHeaderSearch();
  const combo = useTagCombobox({
    value: tags,
    onChange: setTags,
    // Enter with no suggestion arrowed to submits the form: it searches.
    onEscape: () => {
      if (state.status !== 'idle') close();
    },
    // A new term is a new question: the last answer closes so it does not stand over the new suggestions.
    onEdit: () => {
      if (state.status !== 'idle') close();
    },
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const all = [...new Set([...tags.map((t) => t.name), ...sessionTags.map(normaliseTag)])];
    search({ q: combo.text.trim() || undefined, tags: all.length ? all : undefined });
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
            <label htmlFor={combo.inputId}>Search by name or tag</label>
          </VisuallyHidden>
          <chakra.input
            {...combo.inputProps}
            type="search"
            placeholder={tags.length === 0 ? 'Search media, devices, layouts…' : undefined}
            flex="1"
            minWidth="24"
            fontSize="sm"
            bg="transparent"
            outline="none"
          />
          <IconButton type="submit" aria-label="Search" variant="ghost" size="sm">
            <LuSearch />
          </IconButton>
        </Flex>
        <TagSuggestionList {...combo.listProps} />
      </chakra.form>
      {state.status !== 'idle' && (
        <Suspense>
          <SearchResultsPanel state={state} onCancel={cancel} onClose={close} query={{ q: combo.text.trim(), tags }} />
        </Suspense>
      )}
    </Box>
  );
}
