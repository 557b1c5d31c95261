import { Alert, Badge, Stack, Text } from '@chakra-ui/react';
import { type Fact, FactList } from '../../components/fact-list.tsx';
import type { LicencePanel_LicenceFragment, LicenceState } from '../../gql/graphql.ts';
import { useDisplayTime } from '../../lib/use-display-time.ts';

/** The licence's state as a word, and the colour it is marked in. */
const STATE_BADGES: Record<LicenceState, { label: string; palette: string }> = {
  EVALUATION: { label: 'Evaluation mode', palette: 'blue' },
  VALID: { label: 'Valid', palette: 'green' },
  EXCEEDED: { label: 'Exceeded', palette: 'orange' },
  EXPIRED: { label: 'Expired', palette: 'red' },
  INVALID: { label: 'Invalid', palette: 'red' },
};

/** The installed licence: its state, why it is a problem, what happens next, and its terms. */
export function LicencePanel({ licence }: { licence: LicencePanel_LicenceFragment }) {
  const { dateTime } = useDisplayTime();
  const badge = STATE_BADGES[licence.state];
  const rows: Fact[] = [
    ['Holder', licence.holder ?? 'None (no licence installed)'],
    ['Licensed devices', `${licence.licensedDevices} of ${licence.deviceLimit} allowed`],
    ...(licence.devices !== null ? [['Devices in the licence', String(licence.devices)] as const] : []),
    ['Expires', dateTime(licence.expires, 'Not applicable')],
    ['Uploaded', dateTime(licence.dateUploaded, 'Never')],
  ];
  return (
    <Stack gap="4">
      <Text>
        Status:{' '}
        <Badge colorPalette={badge.palette} variant="subtle" size="md">
          {badge.label}
        </Badge>
      </Text>
      {licence.problem ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Licence problem: {licence.problem}</Alert.Title>
            <Alert.Description>{licence.next}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Text>{licence.next}</Text>
      )}
      <FactList facts={rows} size="md" labelWidth="12rem" />
    </Stack>
  );
}
