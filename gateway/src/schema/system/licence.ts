import type { LicenceDetails } from '@signage/contract/licence';
import { EVALUATION_DEVICE_LIMIT } from '@signage/domain/licence';
import { builder } from '../../builder.ts';
import { describedEnumValues } from '../enum-values.ts';
import { restQueryField } from '../record-fields.ts';

const LicenceStateEnum = builder.enumType('LicenceState', {
  description: 'What the installed licence means now.',
  values: describedEnumValues<LicenceDetails['state']>({
    evaluation: `No licence installed: evaluation mode, up to ${EVALUATION_DEVICE_LIMIT} licensed devices.`,
    valid: 'In force and within its devices.',
    exceeded: 'More devices licensed than it allows.',
    expired: 'Past its expiry: the evaluation allowance applies.',
    invalid: 'The installed file does not verify under the product key.',
  }),
});

export const LicenceType = builder.objectRef<LicenceDetails>('Licence').implement({
  description: 'The installation’s licence (spec 01 §3 "Licence details"; /admin/system).',
  fields: (t) => ({
    isValid: t.exposeBoolean('is_valid', {
      description: 'False while the licence is a problem (exceeded, expired, invalid); true in evaluation mode.',
    }),
    state: t.field({ type: LicenceStateEnum, resolve: (l) => l.state }),
    holder: t.exposeString('holder', { nullable: true, description: 'Who the installed licence is issued to.' }),
    devices: t.exposeInt('devices', { nullable: true, description: 'Devices the installed licence allows.' }),
    expires: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.expires }),
    dateUploaded: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.date_uploaded }),
    deviceLimit: t.exposeInt('device_limit', {
      description: 'Devices that may be licensed now: the licence’s number in force, else the evaluation allowance.',
    }),
    licensedDevices: t.exposeInt('licensed_devices', { description: 'Activated devices switched to licensed.' }),
    overBy: t.exposeInt('over_by', { description: 'Licensed devices beyond the limit, shown as unlicensed.' }),
    problem: t.exposeString('problem', {
      nullable: true,
      description: 'Why the licence is a problem: "2 devices over the licensed 50", "expired 3 days ago".',
    }),
    next: t.exposeString('next', { description: 'What the installation does now and what to do about it.' }),
  }),
});

const LicenceUploadType = builder.objectRef<{ msg: string; licence: LicenceDetails }>('LicenceUpload').implement({
  description: 'An accepted licence file.',
  fields: (t) => ({
    message: t.exposeString('msg', { description: 'Spec 01 §8: "License file accepted".' }),
    licence: t.field({ type: LicenceType, resolve: (u) => u.licence }),
  }),
});

restQueryField(
  'licence',
  LicenceType,
  'The installation’s licence details (GET /api_license/); any signed-in user.',
  (ctx) => ctx.rest.get('/api_license/'),
);

builder.mutationField('uploadLicence', (t) =>
  t.field({
    type: LicenceUploadType,
    description:
      'Installs a licence file (its text, as read from the file; sent to the REST service as the multipart upload of spec 01 §7). BAD_USER_INPUT "License file rejected, possibly corrupt" for a file that is not a licence signed with the product key. Needs "edit system".',
    args: {
      content: t.arg.string({ required: true, description: 'The licence file’s text.' }),
      fileName: t.arg.string({ description: 'The file’s name, for the record.' }),
    },
    resolve: (_root, { content, fileName }, ctx) =>
      ctx.rest.postFile('/api_license/file', {
        field: 'file',
        fileName: fileName || 'licence.json',
        contentType: 'application/json',
        content,
      }),
  }),
);
