import { generateKeyPairSync } from 'node:crypto';
import type { Device } from '@signage/contract/devices';
import { LICENCE_PROBLEM_HEADER } from '@signage/domain/http';
import { EVALUATION_DEVICE_LIMIT, LICENCE_MESSAGES } from '@signage/domain/licence';
import { MESSAGES } from '@signage/domain/messages';
import { PERMISSIONS } from '@signage/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLicence } from '../../api/src/licence/sign.ts';
import { latestEntry } from './testkit/audit.ts';
import { seedDevice } from './testkit/devices.ts';
import { getInstallationInfo, getLicence, licenceTerms, signedLicence, uploadLicence } from './testkit/licence.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let admin: string;
let operator: string;
/** Devices the exceeded case seeds, for later writes. */
const seeded: number[] = [];
const PASSWORD = 'Licence-pass-1';

beforeAll(async () => {
  stack = await startTestStack();
  admin = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  await createUser(stack, {
    username: 'licence-operator',
    password: PASSWORD,
    permissions: PERMISSIONS.filter((p) => p !== 'edit system'),
  });
  operator = (await restLogin(stack.apiUrl, 'licence-operator', PASSWORD)).body.auth_token!;
});
afterAll(async () => {
  await stack?.close();
});

const deviceList = async () => {
  const answer = await rest(stack.apiUrl, admin, 'GET', '/devices/?page_size=100');
  return { problem: answer.headers.get(LICENCE_PROBLEM_HEADER), devices: answer.body.devices as Device[] };
};

describe('the licence (issue 26)', () => {
  it('runs in evaluation mode with no licence installed, without the licence-problem header', async () => {
    const answer = await getLicence(stack.apiUrl, admin);
    expect(answer.status).toBe(200);
    expect(answer.problem).toBeNull();
    expect(answer.body).toMatchObject({
      is_valid: true,
      state: 'evaluation',
      holder: null,
      devices: null,
      device_limit: EVALUATION_DEVICE_LIMIT,
      problem: null,
    });
    expect(answer.body.next).toContain('evaluation mode');
    // Any signed-in user reads it: the console marks an invalid licence for everybody.
    expect((await getLicence(stack.apiUrl, operator)).status).toBe(200);
    expect((await rest(stack.apiUrl, undefined, 'GET', '/api_license/')).status).toBe(401);
  });

  it('rejects a corrupt file, one signed with another key and a body without a file part', async () => {
    const corrupt = await uploadLicence(stack.apiUrl, admin, '{"payload":"AAAA", "signa');
    expect(corrupt).toMatchObject({ status: 400, body: { msg: LICENCE_MESSAGES.rejected } });
    const foreign = signLicence(licenceTerms(1000, 365), generateKeyPairSync('ed25519').privateKey);
    expect(await uploadLicence(stack.apiUrl, admin, foreign)).toMatchObject({
      status: 400,
      body: { msg: LICENCE_MESSAGES.rejected },
    });
    const otherPart = await uploadLicence(stack.apiUrl, admin, signedLicence(5, 365), 'json');
    expect(otherPart).toMatchObject({ status: 400, body: { msg: LICENCE_MESSAGES.rejected } });
    const json = await rest(stack.apiUrl, admin, 'POST', '/api_license/file', { file: 'x' });
    expect(json).toMatchObject({ status: 400, body: { msg: LICENCE_MESSAGES.rejected } });
    expect((await getLicence(stack.apiUrl, admin)).body.state).toBe('evaluation');
  });

  it('refuses the upload and the installation details to a user without "edit system"', async () => {
    expect(await uploadLicence(stack.apiUrl, operator, signedLicence(5, 365))).toMatchObject({
      status: 403,
      body: { msg: MESSAGES.forbidden },
    });
    expect(await getInstallationInfo(stack.apiUrl, operator)).toMatchObject({
      status: 403,
      body: { msg: MESSAGES.forbidden },
    });
    expect((await uploadLicence(stack.apiUrl, undefined, signedLicence(5, 365))).status).toBe(401);
    expect((await getLicence(stack.apiUrl, admin)).body.state).toBe('evaluation');
  });

  it('accepts a valid licence, audits the upload, and answers its details', async () => {
    const answer = await uploadLicence(stack.apiUrl, admin, signedLicence(2, 30));
    expect(answer.status).toBe(200);
    expect(answer.problem).toBeNull();
    expect(answer.body).toMatchObject({
      msg: LICENCE_MESSAGES.accepted,
      licence: { is_valid: true, state: 'valid', holder: 'Acme Retail', devices: 2, device_limit: 2, problem: null },
    });
    const entry = await latestEntry(stack.apiUrl, admin, { action_id: 'uploadLicence' });
    expect(entry).toMatchObject({ user: { username: 'admin' }, action: { action_id: 'uploadLicence' } });
  });

  it('is exceeded past its devices: the header appears and the newest activated device is over the licence', async () => {
    const first = await seedDevice(stack, admin, { licensed: true });
    const second = await seedDevice(stack, admin, { licensed: true });
    const third = await seedDevice(stack, admin, { licensed: true });
    seeded.push(first.deviceId, second.deviceId, third.deviceId);
    // Activation order decides who keeps a licence; make it unambiguous.
    for (const [i, d] of [first, second, third].entries()) {
      await stack.db
        .updateTable('devices')
        .set({ date_activated: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where('device_id', '=', d.deviceId)
        .execute();
    }
    const licence = await getLicence(stack.apiUrl, admin);
    expect(licence.problem).toBe('invalid');
    expect(licence.body).toMatchObject({
      is_valid: false,
      state: 'exceeded',
      licensed_devices: 3,
      over_by: 1,
      problem: '1 device over the licensed 2',
    });
    const { problem, devices } = await deviceList();
    expect(problem).toBe('invalid');
    const over = Object.fromEntries(devices.map((d) => [d.device_id, d.over_licence]));
    expect(over).toEqual({ [first.deviceId]: false, [second.deviceId]: false, [third.deviceId]: true });
    const one = await rest(stack.apiUrl, admin, 'GET', `/devices/${third.deviceId}`);
    expect(one.body).toMatchObject({ licensed: true, over_licence: true });

    // Unlicensing one device brings it back within the licence at once.
    const put = await rest(stack.apiUrl, admin, 'PUT', `/devices/${first.deviceId}`, { licensed: false });
    expect(put.headers.get(LICENCE_PROBLEM_HEADER)).toBeNull();
    expect(put.body).toMatchObject({ licensed: false, over_licence: false });
    expect((await deviceList()).devices.every((d) => !d.over_licence)).toBe(true);
  });

  it('accepts an expired licence, which sets the header and says how long ago it expired', async () => {
    const answer = await uploadLicence(stack.apiUrl, admin, signedLicence(50, -3));
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBe(LICENCE_MESSAGES.accepted);
    expect(answer.problem).toBe('invalid');
    expect(answer.body.licence).toMatchObject({
      is_valid: false,
      state: 'expired',
      problem: 'expired 3 days ago',
      device_limit: EVALUATION_DEVICE_LIMIT,
    });
    expect((await deviceList()).problem).toBe('invalid');
    expect((await rest(stack.apiUrl, operator, 'GET', '/devices/')).headers.get(LICENCE_PROBLEM_HEADER)).toBe(
      'invalid',
    );
  });

  it('reads a stored licence that no longer verifies as invalid', async () => {
    await uploadLicence(stack.apiUrl, admin, signedLicence(50, 365));
    const row = await stack.db
      .selectFrom('licences')
      .select('licence_id')
      .orderBy('licence_id', 'desc')
      .executeTakeFirstOrThrow();
    // Someone raises the device count in the database: the signature no longer covers the file.
    const forged = signLicence(licenceTerms(5000, 365), generateKeyPairSync('ed25519').privateKey);
    await stack.db.updateTable('licences').set({ file: forged }).where('licence_id', '=', row.licence_id).execute();
    // A device write drops the cached status (another process would see it within seconds).
    expect((await rest(stack.apiUrl, admin, 'PUT', `/devices/${seeded[0]}`, {})).status).toBe(200);
    const licence = await getLicence(stack.apiUrl, admin);
    expect(licence.body).toMatchObject({ is_valid: false, state: 'invalid' });
    expect(licence.problem).toBe('invalid');
  });

  it('clears the header once a valid licence is installed', async () => {
    const answer = await uploadLicence(stack.apiUrl, admin, signedLicence(50, 365));
    expect(answer.problem).toBeNull();
    expect(answer.body.licence).toMatchObject({ is_valid: true, state: 'valid', devices: 50 });
    expect((await deviceList()).problem).toBeNull();
  });

  it('answers the installation: version, database, broker, storage and retention', async () => {
    const answer = await getInstallationInfo(stack.apiUrl, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      broker: process.env.MQTT_URL ? 'external' : 'embedded',
      events_retention_months: 13,
      audit_retention_months: 13,
      media_count: 0,
      media_bytes: 0,
    });
    expect(answer.body.database_bytes).toBeGreaterThan(0);
    if (!process.env.MQTT_URL) expect(answer.body.broker_url).toBeNull();
    // No credentials, whatever the URLs held.
    expect(JSON.stringify(answer.body)).not.toMatch(/:[^/@]+@/);
  });
});
