import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '../lib/theme.ts';
import { NO_PREVIEW, Thumbnail } from './thumbnail.tsx';

describe('Thumbnail', () => {
  it('stands in for a picture that did not load with a muted "no preview" box, and tries a new address again', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ChakraProvider value={system}>{children}</ChakraProvider>
    );
    const { rerender } = render(<Thumbnail src="/api/media/1/thumb/?v=a" alt="Preview of Lobby" width="full" />, {
      wrapper,
    });
    fireEvent.error(screen.getByRole('img', { name: 'Preview of Lobby' }));
    const placeholder = screen.getByRole('img', { name: `Preview of Lobby: ${NO_PREVIEW}` });
    expect(placeholder.getAttribute('title')).toBe(NO_PREVIEW);
    expect(placeholder.tagName).not.toBe('IMG');
    rerender(<Thumbnail src="/api/media/1/thumb/?v=b" alt="Preview of Lobby" width="full" />);
    expect(screen.getByRole('img', { name: 'Preview of Lobby' }).tagName).toBe('IMG');
  });
});
