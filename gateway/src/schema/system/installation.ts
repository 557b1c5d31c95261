import type { InstallationInfo } from '@signage/contract/licence';
import { builder } from '../../builder.ts';
import { describedEnumValues } from '../enum-values.ts';
import { restQueryField } from '../record-fields.ts';

const DatabaseKindEnum = builder.enumType('DatabaseKind', {
  values: describedEnumValues<InstallationInfo['database']>({
    pglite: 'The embedded PostgreSQL (PGlite) in the data folder.',
    postgresql: 'A PostgreSQL server (DATABASE_URL).',
  }),
});

const BrokerKindEnum = builder.enumType('BrokerKind', {
  values: describedEnumValues<InstallationInfo['broker']>({
    embedded: 'The embedded Aedes broker.',
    external: 'An external MQTT broker (MQTT_URL).',
  }),
});

const InstallationInfoType = builder.objectRef<InstallationInfo>('InstallationInfo').implement({
  description: 'What the installation runs on, as the system page (/admin/system) shows it. No credentials.',
  fields: (t) => ({
    version: t.exposeString('version'),
    database: t.field({ type: DatabaseKindEnum, resolve: (i) => i.database }),
    databaseLocation: t.exposeString('database_location', {
      description: 'The embedded database’s folder, or the server and database of DATABASE_URL.',
    }),
    broker: t.field({ type: BrokerKindEnum, resolve: (i) => i.broker }),
    brokerUrl: t.exposeString('broker_url', { nullable: true, description: 'MQTT_URL without credentials.' }),
    mediaBytes: t.float({ description: 'Bytes of stored media files.', resolve: (i) => i.media_bytes }),
    mediaCount: t.exposeInt('media_count'),
    databaseBytes: t.float({ description: 'Size of the database in bytes.', resolve: (i) => i.database_bytes }),
    eventsRetentionMonths: t.exposeInt('events_retention_months', {
      description: 'EVENTS_RETENTION_MONTHS: months of raw player events kept.',
    }),
    auditRetentionMonths: t.exposeInt('audit_retention_months', {
      description: 'AUDIT_RETENTION_MONTHS: months of audit trail kept.',
    }),
  }),
});

restQueryField(
  'systemInfo',
  InstallationInfoType,
  'Version, database and broker in use, storage used and event retention. Needs "edit system".',
  (ctx) => ctx.rest.get('/system_info/'),
);
