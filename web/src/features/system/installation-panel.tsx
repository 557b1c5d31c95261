import { DataList } from '@chakra-ui/react';
import { fileSize } from '@signage/domain/media';
import type { InstallationPanel_InfoFragment } from '../../gql/graphql.ts';

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/** What the installation runs on: version, database, broker, storage used and how long events are kept. */
export function InstallationPanel({ info }: { info: InstallationPanel_InfoFragment }) {
  const rows: [string, string][] = [
    ['Version', info.version],
    [
      'Database',
      info.database === 'PGLITE'
        ? `Embedded PostgreSQL (PGlite), ${info.databaseLocation}`
        : `PostgreSQL server, ${info.databaseLocation}`,
    ],
    ['MQTT broker', info.broker === 'EMBEDDED' ? 'Embedded (Aedes)' : `External, ${info.brokerUrl ?? 'MQTT_URL'}`],
    ['Media stored', `${fileSize(info.mediaBytes)} in ${info.mediaCount} ${info.mediaCount === 1 ? 'file' : 'files'}`],
    ['Database size', fileSize(info.databaseBytes)],
    ['Player events kept', `${months(info.eventsRetentionMonths)} (EVENTS_RETENTION_MONTHS)`],
    ['Audit trail kept', `${months(info.auditRetentionMonths)} (AUDIT_RETENTION_MONTHS)`],
  ];
  return (
    <DataList.Root orientation="horizontal" size="md">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minWidth="12rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
