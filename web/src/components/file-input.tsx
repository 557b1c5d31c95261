import { Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

/**
 * A native file input, kept for its keyboard and screen-reader behaviour, with the browser's own "Choose File"
 * button drawn like the console's outline buttons: unstyled, it stays light grey in the Space theme.
 */
export function FileInput(props: Omit<InputProps, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Input
      type="file"
      p="1.5"
      css={{
        '&::file-selector-button': {
          bg: 'bg.subtle',
          color: 'fg',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'l2',
          paddingInline: '3',
          height: '100%',
          marginEnd: '3',
          fontSize: 'sm',
          fontWeight: 'medium',
          cursor: 'pointer',
        },
        '&:hover::file-selector-button': { bg: 'bg.muted' },
      }}
      {...props}
    />
  );
}
