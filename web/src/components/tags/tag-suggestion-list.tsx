import { Box, chakra } from '@chakra-ui/react';
import type { TagList_TagFragment } from '../../gql/graphql.ts';
import { tagColours } from './tag-colours.ts';

interface TagSuggestionListProps {
  /** The input's aria-controls; each option's id is `${id}-${index}` (aria-activedescendant). */
  id: string;
  open: boolean;
  suggestions: readonly Pick<TagList_TagFragment, 'name' | 'color'>[];
  /** The highlighted option, or -1. */
  active: number;
  onChoose: (index: number) => void;
}

/** The suggestion box under a tag input: a listbox of tags with their colours. */
export function TagSuggestionList({ id, open, suggestions, active, onChoose }: TagSuggestionListProps) {
  return (
    <chakra.ul
      id={id}
      role="listbox"
      aria-label="Tag suggestions"
      hidden={!open}
      position="absolute"
      top="100%"
      left="0"
      mt="1"
      zIndex="popover"
      minWidth="56"
      maxHeight="64"
      overflowY="auto"
      py="1"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="lg"
      listStyleType="none"
    >
      {open &&
        suggestions.map((suggestion, index) => (
          <chakra.li
            key={suggestion.name}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            display="flex"
            alignItems="center"
            gap="2"
            px="3"
            py="1.5"
            fontSize="sm"
            cursor="pointer"
            bg={index === active ? 'bg.muted' : undefined}
            _hover={{ bg: 'bg.muted' }}
            // Keeps the focus in the input, so choosing does not blur it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(index)}
          >
            <Box
              aria-hidden="true"
              boxSize="3"
              borderRadius="full"
              flexShrink={0}
              bg={tagColours(suggestion.color).fill}
              borderWidth="1px"
              borderColor={tagColours(suggestion.color).border}
            />
            {suggestion.name}
          </chakra.li>
        ))}
    </chakra.ul>
  );
}
