import { Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's h1 with its actions at the other end, wrapping under it on narrow screens. */
export function PageTitleBar({ title, children }: { title: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </HStack>
  );
}
