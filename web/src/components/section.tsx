import { Box, Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of a detail screen, labelled for assistive technology by its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" aria-label={title}>
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Box>{children}</Box>
      </Card.Body>
    </Card.Root>
  );
}
