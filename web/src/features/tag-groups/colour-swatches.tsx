import { Box, chakra, Flex, VisuallyHidden } from '@chakra-ui/react';
import { TAG_PALETTE } from '@signage/domain/tags';
import { useId } from 'react';
import type { TagColour as TagColourValue } from '../../gql/graphql.ts';

/** The palette's colour names by GraphQL value ('DARK_GREY' → 'dark grey'). */
export const colourName = (value: TagColourValue) => value.toLowerCase().replace(/_/g, ' ') as keyof typeof TAG_PALETTE;
export const colourValue = (name: keyof typeof TAG_PALETTE) => name.toUpperCase().replace(/ /g, '_') as TagColourValue;

const COLOURS = (Object.keys(TAG_PALETTE) as (keyof typeof TAG_PALETTE)[]).map(colourValue);

/**
 * The 12-colour palette (spec 01 §3) as swatches: a radio group, so Tab reaches it and the arrow keys choose a
 * colour; each swatch is named by its colour.
 */
export function ColourSwatches({ value, onChange }: { value: TagColourValue; onChange: (v: TagColourValue) => void }) {
  const name = useId();
  return (
    <chakra.fieldset>
      <chakra.legend textStyle="sm" fontWeight="medium" mb="1.5">
        Colour
      </chakra.legend>
      <Flex wrap="wrap" gap="2">
        {COLOURS.map((colour) => {
          const palette = TAG_PALETTE[colourName(colour)];
          const checked = colour === value;
          return (
            <chakra.label key={colour} cursor="pointer" title={colourName(colour)} position="relative">
              <VisuallyHidden asChild>
                <input
                  type="radio"
                  name={name}
                  value={colour}
                  checked={checked}
                  onChange={() => onChange(colour)}
                  aria-label={colourName(colour)}
                />
              </VisuallyHidden>
              <Box
                aria-hidden="true"
                boxSize="8"
                borderRadius="full"
                bg={palette.fill}
                borderWidth="2px"
                borderColor={palette.border}
                outline={checked ? '3px solid' : undefined}
                outlineColor="fg"
                outlineOffset="2px"
                display="flex"
                alignItems="center"
                justifyContent="center"
                color={palette.foreground}
                fontSize="sm"
                css={{
                  'input:focus-visible + &': {
                    outline: '3px solid',
                    outlineColor: 'var(--chakra-colors-accent-focus-ring)',
                  },
                }}
              >
                {checked ? '✓' : ''}
              </Box>
            </chakra.label>
          );
        })}
      </Flex>
    </chakra.fieldset>
  );
}
