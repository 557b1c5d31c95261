import { Box, Flex, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { UptimeHeatmap_DeviceFragment } from '../../../gql/graphql.ts';
import { formatCalendarDay } from '../../../lib/display-time.ts';

/** Level 1 (80% and more) to 6 (0%), spec 02 §9: darkest green to grey. */
const LEVEL_COLOURS: Record<number, string> = {
  1: 'green.600',
  2: 'green.400',
  3: 'yellow.400',
  4: 'orange.400',
  5: 'red.400',
  6: 'gray.300',
};
const LEVEL_LABELS: Record<number, string> = {
  1: '80% and more',
  2: '60–79%',
  3: '40–59%',
  4: '20–39%',
  5: '1–19%',
  6: '0%',
};

/** Daily connectivity as a row of coloured days, oldest first, with its legend. */
export function UptimeHeatmap({ device }: { device: UptimeHeatmap_DeviceFragment }) {
  const days = device.uptime;
  if (days.length === 0) return <Text color="fg.muted">No connectivity reported yet.</Text>;
  return (
    <Box>
      <SimpleGrid columns={Math.min(days.length, 14)} gap="1" role="list" aria-label="Uptime by day">
        {days.map((day) => (
          <Box
            key={day.date}
            role="listitem"
            aria-label={`${formatCalendarDay(day.date)}: ${Math.round(day.percent)}% (level ${day.level})`}
            title={`${formatCalendarDay(day.date)}: ${Math.round(day.percent)}%`}
            bg={LEVEL_COLOURS[day.level]}
            height="8"
            rounded="sm"
            data-level={day.level}
          />
        ))}
      </SimpleGrid>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" mt="1">
        <Text>{formatCalendarDay(days[0]!.date)}</Text>
        <Text>{formatCalendarDay(days.at(-1)!.date)}</Text>
      </Flex>
      <HStack gap="3" wrap="wrap" mt="2" fontSize="xs" color="fg.muted">
        {[1, 2, 3, 4, 5, 6].map((level) => (
          <HStack key={level} gap="1">
            <Box boxSize="3" rounded="sm" bg={LEVEL_COLOURS[level]} />
            <Text>{LEVEL_LABELS[level]}</Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
