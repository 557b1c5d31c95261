import { EVALUATION_DEVICE_LIMIT } from '@signage/domain/licence';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { DateTime } from './common.ts';
import { Nullable, Ref, StringEnum } from './schema.ts';

export const LicenceDetails = Type.Object(
  {
    is_valid: Type.Boolean({
      description:
        'False while the licence is a problem (exceeded, expired, invalid): every answer then carries the licence-problem header. True in evaluation mode.',
    }),
    state: StringEnum(['evaluation', 'valid', 'exceeded', 'expired', 'invalid'], {
      description: `evaluation: no licence installed (up to ${EVALUATION_DEVICE_LIMIT} devices); valid; exceeded: more devices licensed than it allows; expired; invalid: the installed file does not verify under the product key.`,
    }),
    holder: Nullable(Type.String({ description: 'Who the installed licence is issued to.' })),
    devices: Nullable(Type.Integer({ description: 'Devices the installed licence allows.' })),
    expires: Nullable(DateTime),
    date_uploaded: Nullable(DateTime),
    device_limit: Type.Integer({
      description:
        'Devices that may be licensed now: the licence’s number while in force, else the evaluation allowance.',
    }),
    licensed_devices: Type.Integer({ description: 'Activated devices switched to licensed.' }),
    over_by: Type.Integer({
      description: 'Licensed devices beyond the limit, shown as unlicensed (newest activated).',
    }),
    problem: Nullable(
      Type.String({
        description: 'Why the licence is a problem: "2 devices over the licensed 50", "expired 3 days ago".',
      }),
    ),
    next: Type.String({ description: 'What the installation does now and what to do about it.' }),
  },
  { $id: 'LicenceDetails', description: 'The installation’s licence (spec 01 §3 "Licence details").' },
);
export type LicenceDetails = Static<typeof LicenceDetails>;

export const InstallationInfo = Type.Object(
  {
    version: Type.String({ description: 'The product version.' }),
    database: StringEnum(['pglite', 'postgresql'], {
      description: 'pglite: the embedded database in the data folder; postgresql: a server named by DATABASE_URL.',
    }),
    database_location: Type.String({
      description: 'The data folder (embedded) or the server’s host, port and database, without credentials.',
    }),
    broker: StringEnum(['embedded', 'external'], { description: 'embedded: the Aedes broker; external: MQTT_URL.' }),
    broker_url: Nullable(Type.String({ description: 'MQTT_URL without credentials; null for the embedded broker.' })),
    media_bytes: Type.Integer({ description: 'Bytes of stored media files.' }),
    media_count: Type.Integer(),
    database_bytes: Type.Integer({ description: 'Size of the database.' }),
    events_retention_months: Type.Integer({
      description: 'EVENTS_RETENTION_MONTHS: months of raw player events kept.',
    }),
    audit_retention_months: Type.Integer({ description: 'AUDIT_RETENTION_MONTHS: months of audit trail kept.' }),
  },
  { $id: 'InstallationInfo', description: 'What the installation runs on, for the system page (/admin/system).' },
);
export type InstallationInfo = Static<typeof InstallationInfo>;

export const licenceOperations = bearerOperations(['system'], {
  getLicence: {
    method: 'GET',
    path: '/api_license/',
    summary: 'The installation’s licence details (any signed-in user: the console marks an invalid licence).',
    response: { 200: Ref(LicenceDetails, { description: 'The licence details.' }) },
  },
  uploadLicence: {
    method: 'POST',
    path: '/api_license/file',
    summary:
      'Install a licence file: multipart/form-data with one `file` part. 200 "License file accepted" with the details; 400 "License file rejected, possibly corrupt" when it is not a licence signed with the product key. Needs "edit system".',
    consumes: ['multipart/form-data'],
    response: {
      200: Type.Object(
        { msg: Type.String(), licence: Ref(LicenceDetails) },
        { description: 'Accepted and installed.' },
      ),
    },
  },
  getInstallationInfo: {
    method: 'GET',
    path: '/system_info/',
    summary:
      'Version, database and broker in use, storage used and event retention, for the system page. Needs "edit system".',
    response: { 200: Ref(InstallationInfo, { description: 'The installation.' }) },
  },
});
