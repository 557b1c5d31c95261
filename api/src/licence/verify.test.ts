import { generateKeyPairSync } from 'node:crypto';
import { licencePublicKey, PRODUCT_LICENCE_PUBLIC_KEY } from '@signage/domain/licence-key';
import { describe, expect, it } from 'vitest';
import { TEST_LICENCE_PUBLIC_KEY, testLicence, testLicencePrivateKey } from '../../../scripts/sign-licence.ts';
import { signLicence } from './sign.ts';
import { verifyLicence } from './verify.ts';

const terms = { holder: 'Acme Retail', devices: 50, expires: '2027-11-27T00:00:00.000Z' };
const testKey = licencePublicKey(TEST_LICENCE_PUBLIC_KEY);

describe('verifyLicence', () => {
  it('answers the terms of a licence signed with the trusted key', () => {
    expect(verifyLicence(testLicence(terms), testKey)).toEqual(terms);
  });

  it('refuses a licence signed with another key', () => {
    const other = generateKeyPairSync('ed25519').privateKey;
    expect(verifyLicence(signLicence(terms, other), testKey)).toBeUndefined();
    // The product key trusts neither: the test key's licences do not pass in a real installation.
    expect(verifyLicence(testLicence(terms), licencePublicKey(PRODUCT_LICENCE_PUBLIC_KEY))).toBeUndefined();
  });

  it('refuses a payload changed after signing (more devices, a later expiry)', () => {
    const file = JSON.parse(testLicence(terms)) as { payload: string; signature: string };
    const forged = Buffer.from(JSON.stringify({ ...terms, devices: 5000 })).toString('base64');
    expect(verifyLicence(JSON.stringify({ ...file, payload: forged }), testKey)).toBeUndefined();
  });

  it('refuses a changed or truncated signature', () => {
    const file = JSON.parse(testLicence(terms)) as { payload: string; signature: string };
    const flipped = Buffer.from(file.signature, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(verifyLicence(JSON.stringify({ ...file, signature: flipped.toString('base64') }), testKey)).toBeUndefined();
    expect(verifyLicence(JSON.stringify({ ...file, signature: 'AAAA' }), testKey)).toBeUndefined();
  });

  it('refuses what is not a licence file', () => {
    for (const text of ['', 'garbage', '{}', '{"payload":"","signature":""}', 'x'.repeat(20_000)])
      expect(verifyLicence(text, testKey)).toBeUndefined();
  });

  it('refuses signed terms that are not well formed', () => {
    const bad = signLicence({ ...terms, devices: 0 }, testLicencePrivateKey());
    expect(verifyLicence(bad, testKey)).toBeUndefined();
  });
});

describe('licencePublicKey', () => {
  it('reads a PEM or the base64 of its DER, and refuses anything else', () => {
    const pem = `-----BEGIN PUBLIC KEY-----\n${TEST_LICENCE_PUBLIC_KEY}\n-----END PUBLIC KEY-----\n`;
    expect(licencePublicKey(pem).asymmetricKeyType).toBe('ed25519');
    expect(licencePublicKey(TEST_LICENCE_PUBLIC_KEY).asymmetricKeyType).toBe('ed25519');
    expect(() => licencePublicKey('nope')).toThrow(/LICENCE_PUBLIC_KEY/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' });
    expect(() => licencePublicKey(String(rsa))).toThrow(/Ed25519/);
  });
});
