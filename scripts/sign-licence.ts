/**
 * Signs a licence file (issue 26). By default with the test key (scripts/licence-test-key.pem), which only an
 * installation started with LICENCE_PUBLIC_KEY set to the test public key accepts (the tests' stacks are):
 *
 *   npx tsx scripts/sign-licence.ts --holder "Acme Retail" --devices 50 --expires 2027-12-31 > acme.licence
 *   npx tsx scripts/sign-licence.ts --public-key     # the key's LICENCE_PUBLIC_KEY value
 *
 * --key <pem> signs with another Ed25519 private key (the vendor's, for real licences).
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { LicenceTerms } from '@signage/domain/licence';
import { signLicence } from '../api/src/licence/sign.ts';

export const TEST_LICENCE_KEY_FILE = fileURLToPath(new URL('./licence-test-key.pem', import.meta.url));

/** The private test key: kept in the repository on purpose, it signs only what tests and demos trust. */
export function testLicencePrivateKey(): KeyObject {
  return createPrivateKey(readFileSync(TEST_LICENCE_KEY_FILE, 'utf8'));
}

/** A private key's public half as LICENCE_PUBLIC_KEY takes it: the base64 of its SPKI DER. */
export function publicKeyText(privateKey: KeyObject): string {
  return createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
}

/** LICENCE_PUBLIC_KEY for an installation that trusts the test key. */
export const TEST_LICENCE_PUBLIC_KEY = publicKeyText(testLicencePrivateKey());

/** A licence file signed with the test key. */
export function testLicence(terms: LicenceTerms): string {
  return signLicence(terms, testLicencePrivateKey());
}

function main() {
  const { values } = parseArgs({
    options: {
      holder: { type: 'string' },
      devices: { type: 'string' },
      expires: { type: 'string' },
      key: { type: 'string' },
      'public-key': { type: 'boolean' },
    },
  });
  const key = values.key ? createPrivateKey(readFileSync(values.key, 'utf8')) : testLicencePrivateKey();
  if (values['public-key']) {
    console.log(publicKeyText(key));
    return;
  }
  const devices = Number(values.devices);
  const expires = values.expires ? new Date(values.expires) : undefined;
  if (!values.holder || !Number.isSafeInteger(devices) || devices < 1 || !expires || Number.isNaN(expires.getTime())) {
    console.error('usage: sign-licence.ts --holder <name> --devices <n> --expires <YYYY-MM-DD> [--key <private.pem>]');
    process.exit(2);
  }
  const terms: LicenceTerms = {
    holder: values.holder,
    devices,
    expires: expires.toISOString(),
    issued: new Date().toISOString(),
  };
  process.stdout.write(signLicence(terms, key));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
