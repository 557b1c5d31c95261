import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

const REPORTS = [
  {
    to: paths.reportsDashboard,
    label: 'Reports dashboard',
    about: 'The estate at a glance: screens up or down, plays and touches of the last month.',
  },
  { to: paths.reportsNetworkStatus, label: 'Network status report', about: 'Which screens are up, closed or down.' },
  {
    to: paths.reportsTouchStats,
    label: 'Touch stats report',
    about: 'Touches by event, media, device or tag, per day, day of week or hour of day.',
  },
  {
    to: paths.reportsMediaPlayback,
    label: 'Media playback report',
    about: 'What played where and when: daily counts per media item, proof of play as CSV.',
  },
  {
    to: paths.reportsAudioPlayback,
    label: 'Audio playback report',
    about: 'Daily plays of audio per item, with the same filters.',
  },
] as const;

/** /reports: a button for each report (spec 02 §2). */
export function ReportsPage() {
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Reports
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {REPORTS.map((report) => (
          <Stack key={report.to} borderWidth="1px" borderRadius="md" p="4" gap="3">
            <Button asChild alignSelf="start" colorPalette="accent">
              <Link to={report.to}>{report.label}</Link>
            </Button>
            <Text>{report.about}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
