import { Box, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LegendEntry {
  key: string;
  colour: string;
  text: ReactNode;
}

/** What a chart's colours stand for, each with its figure: a list a screen reader reads as the chart's data. */
export function ChartLegend({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {entries.map((entry) => (
        <Flex as="li" key={entry.key} gap="2" align="center">
          <Box w="2" h="2" borderRadius="full" bg={entry.colour} aria-hidden />
          {entry.text}
        </Flex>
      ))}
    </Stack>
  );
}
