import { Tag } from '@chakra-ui/react';
import { tagColours } from './tag-colours.ts';

export interface TagChipProps {
  name: string;
  /** A palette colour name; unknown or none shows the default colour. */
  color?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Shows a remove button (named "Remove tag {name}"). */
  onRemove?: () => void;
  removeLabel?: string;
}

/** One tag as a coloured chip. The '#' is drawn, not written: the text is the stored tag. */
export function TagChip({ name, color, size = 'md', onRemove, removeLabel }: TagChipProps) {
  const colours = tagColours(color);
  return (
    <Tag.Root
      size={size}
      variant="solid"
      bg={colours.fill}
      color={colours.foreground}
      borderWidth="1px"
      borderStyle="solid"
      borderColor={colours.border}
      flexShrink={0}
      maxWidth="full"
      data-tag={name}
    >
      <Tag.Label _before={{ content: '"#"', opacity: 0.7 }}>{name}</Tag.Label>
      {onRemove && (
        <Tag.EndElement>
          <Tag.CloseTrigger
            aria-label={removeLabel ?? `Remove tag ${name}`}
            color="inherit"
            onClick={(event) => {
              event.stopPropagation();
              onRemove();
            }}
          />
        </Tag.EndElement>
      )}
    </Tag.Root>
  );
}
