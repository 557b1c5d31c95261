import { Badge, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { notVisibleName } from '@signage/domain/messages';
import { describePeriods } from '@signage/domain/tag-metadata/trading-hours';
import { Link as RouterLink } from 'react-router';
import type { DeviceTrading_DeviceFragment, DeviceTradingChoice_ChoiceFragment } from '../../../gql/graphql.ts';
import { deviceSettingsEditPath, tradingHoursEditPath } from '../../../lib/paths.ts';
import { DeviceDesiredState } from './device-desired-state.tsx';

const VERDICT_TEXT = { APPLIES: 'Applies', OUTRANKED: 'Outranked', NOT_REACHED: 'Not reached' } as const;

function Choice({
  label,
  choice,
  editPath,
  none,
}: {
  label: string;
  choice: DeviceTradingChoice_ChoiceFragment;
  editPath: (id: string) => string;
  none: string;
}) {
  const { sourceId } = choice;
  const others = choice.candidates.filter((c) => c.recordId !== sourceId);
  // A record outside the reader's forced tags still reaches the device: it is named by its id, without a link.
  const named = (id: string, record: { description: string } | null | undefined) =>
    record ? (
      <Link asChild>
        <RouterLink to={editPath(id)}>{record.description || `${label} ${id}`}</RouterLink>
      </Link>
    ) : (
      notVisibleName(label, id)
    );
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{label}</Text>
      {sourceId ? (
        <Text fontSize="sm">
          {named(sourceId, choice.source)} — {choice.candidates.find((c) => c.recordId === sourceId)?.reason}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {none}
        </Text>
      )}
      {others.length > 0 && (
        <List.Root fontSize="sm" ps="4" aria-label={`Other ${label.toLowerCase()} records`}>
          {others.map((c) => (
            <List.Item key={c.recordId}>
              {named(c.recordId, c.record)}: {VERDICT_TEXT[c.verdict]}. {c.reason}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/** Which trading hours and device settings the device gets and why, and today's opening hours on its clock. */
export function DeviceTrading({ device }: { device: DeviceTrading_DeviceFragment }) {
  const { tradingState } = device;
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={tradingState.open ? 'green' : 'purple'} size="lg">
          {tradingState.open ? 'Open now' : 'Closed now'}
        </Badge>
        <Text fontSize="sm">
          Today ({tradingState.timeZone}):{' '}
          {tradingState.today ? describePeriods(tradingState.today) : 'open all day (no trading hours reach it)'}
        </Text>
      </HStack>
      <Choice
        label="Trading hours"
        choice={device.tradingHours}
        editPath={tradingHoursEditPath}
        none="None: no trading hours reach this device, so it is always open."
      />
      <Choice
        label="Device settings"
        choice={device.settings}
        editPath={deviceSettingsEditPath}
        none="None: no device settings reach this device; the player keeps its own."
      />
      <DeviceDesiredState id={device.id} />
    </Stack>
  );
}
