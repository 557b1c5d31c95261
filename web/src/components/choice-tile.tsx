import { Button, type ButtonProps, SimpleGrid, type SimpleGridProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { fillColumns } from '../lib/fill-columns.ts';

/** One choice of a picker's grid (a template, a video, a media item): an outlined button, its contents stacked. */
export function ChoiceTile(props: ButtonProps) {
  return <Button variant="outline" height="auto" width="full" flexDirection="column" {...props} />;
}

interface ChoiceTileGridProps<T extends { id: string; name: string }> {
  items: readonly T[];
  /** The list's accessible name ("Templates", "Videos"). */
  label?: string;
  /** Columns, as SimpleGrid takes them, or a smallest tile width (as many as fit; a few stay that size). */
  grid: Pick<SimpleGridProps, 'columns' | 'gap'> & { minTileWidth?: string };
  /** "sm": the small tiles of a gallery beside an editor; "md": a dialog's. */
  size?: 'sm' | 'md';
  /** What stands above the name: a thumbnail, a glyph. */
  picture: (item: T) => ReactNode;
  onChoose: (item: T) => void;
  /** The tile's accessible name where it says more than the item's name ("Add Alpha to the sequence"). */
  choiceLabel?: (item: T) => string;
  disabled?: boolean;
}

/** A picker's grid of choices, each a tile with its picture above its name: choosing one calls `onChoose`. */
export function ChoiceTileGrid<T extends { id: string; name: string }>(props: ChoiceTileGridProps<T>) {
  const { items, label, grid, size = 'md', picture, onChoose, choiceLabel, disabled } = props;
  const space = size === 'sm' ? '1' : '2';
  const { minTileWidth, ...columns } = grid;
  const fill = minTileWidth && { templateColumns: fillColumns(minTileWidth) };
  return (
    <SimpleGrid as="ul" aria-label={label} listStyleType="none" {...columns} {...fill}>
      {items.map((item) => (
        <li key={item.id}>
          <ChoiceTile
            p={space}
            gap={space}
            alignItems="stretch"
            disabled={disabled}
            aria-label={choiceLabel?.(item)}
            onClick={() => onChoose(item)}
          >
            {picture(item)}
            <Text fontSize={size === 'sm' ? 'xs' : 'sm'} truncate textAlign="start">
              {item.name}
            </Text>
          </ChoiceTile>
        </li>
      ))}
    </SimpleGrid>
  );
}
