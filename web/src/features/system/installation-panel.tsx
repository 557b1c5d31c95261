import { fileSize } from '@signage/domain/media';
import { type Fact, FactList } from '../../components/fact-list.tsx';
import type { InstallationPanel_InfoFragment } from '../../gql/graphql.ts';

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/** What the installation runs on: version, database, broker, storage used and how long events are kept. */
export function InstallationPanel({ info }: { info: InstallationPanel_InfoFragment }) {
  const rows: Fact[] = [
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
  return <FactList facts={rows} size="md" labelWidth="12rem" breakValues />;
}
