import type { LicenceDetails } from '@signage/contract/licence';
import { licenceOperations as op } from '@signage/contract/licence';
import { LICENCE_MESSAGES, MAX_LICENCE_FILE_BYTES } from '@signage/domain/licence';
import type { Permission } from '@signage/domain/permissions';
import type { FastifyRequest } from 'fastify';
import { requirePermission, sessionOf } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { type InstallationFacts, installationInfo } from './installation.ts';
import type { LicenceBook, LicenceReading } from './licence-book.ts';
import { verifyLicence } from './verify.ts';

/** Installing a licence and reading what the installation runs on: system administration. */
export const EDIT_SYSTEM: readonly Permission[] = ['edit system'];

export interface LicenceContext {
  db: Db;
  sessions: Sessions;
  licence: LicenceBook;
  installation: InstallationFacts;
}

export function toLicenceDetails({ installed, status }: LicenceReading): LicenceDetails {
  return {
    is_valid: status.isValid,
    state: status.state,
    holder: installed.terms?.holder ?? null,
    devices: installed.terms?.devices ?? null,
    expires: installed.terms?.expires ?? null,
    date_uploaded: installed.dateUploaded?.toISOString() ?? null,
    device_limit: status.deviceLimit,
    licensed_devices: status.licensedDevices,
    over_by: status.overBy,
    problem: status.problem,
    next: status.next,
  };
}

const rejected = () => new HttpError(400, LICENCE_MESSAGES.rejected);

/** The text of the upload's `file` part; the spec's rejection for anything that cannot be a licence file. */
async function licenceText(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw rejected();
  const part = await request.file({ limits: { fileSize: MAX_LICENCE_FILE_BYTES, files: 1 } });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw rejected();
  }
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw rejected();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw rejected();
  }
}

/** GET /api_license/ (spec 01 §7), the licence upload (spec 01 §8) and the installation facts of /admin/system. */
export const licenceRoutes = signedInRoutes<LicenceContext>(async (app, ctx) => {
  app.route({
    ...endpoint(op.getLicence),
    handler: async () => toLicenceDetails(await ctx.licence.read()),
  });

  app.route({
    ...endpoint(op.uploadLicence),
    handler: async (request) => {
      requirePermission(request, ...EDIT_SYSTEM);
      const { user } = sessionOf(request);
      const text = await licenceText(request);
      const terms = verifyLicence(text, ctx.licence.publicKey);
      if (!terms) throw rejected();
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('licences')
          .values({
            file: text,
            holder: terms.holder,
            devices: terms.devices,
            expires: new Date(terms.expires),
            uploaded_by: user.user_id,
          })
          .execute();
      });
      ctx.licence.invalidate();
      return { msg: LICENCE_MESSAGES.accepted, licence: toLicenceDetails(await ctx.licence.read()) };
    },
  });

  app.route({
    ...endpoint(op.getInstallationInfo),
    handler: async (request) => {
      requirePermission(request, ...EDIT_SYSTEM);
      return installationInfo(ctx.db, ctx.installation);
    },
  });
});
