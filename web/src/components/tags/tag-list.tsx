import { Wrap } from '@chakra-ui/react';
import type { TagList_TagFragment } from '../../gql/graphql.ts';
import { TagChip } from './tag-chip.tsx';

/**
 * Read-only coloured chips of an object's tags: a labelled group rather than a list, so a list of objects
 * (the media grid) holds only its own items.
 */
export function TagList({
  tags,
  size = 'sm',
  label = 'Tags',
  singleLine = false,
}: {
  tags: readonly Pick<TagList_TagFragment, 'name' | 'color'>[];
  size?: 'sm' | 'md' | 'lg';
  label?: string;
  /** One line, the rest clipped (the full list in the tooltip): grids with a fixed row height. */
  singleLine?: boolean;
}) {
  if (tags.length === 0) return null;
  return (
    <Wrap
      gap="1"
      role="group"
      aria-label={label}
      {...(singleLine
        ? { flexWrap: 'nowrap', overflow: 'hidden', title: tags.map((tag) => `#${tag.name}`).join(' ') }
        : {})}
    >
      {tags.map((tag) => (
        <TagChip key={tag.name} name={tag.name} color={tag.color} size={size} />
      ))}
    </Wrap>
  );
}
