import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import type { LicenceFile, LicenceTerms } from '@signage/domain/licence';

/**
 * A licence file for `terms`, signed with an Ed25519 private key (PEM or KeyObject): the terms as JSON in base64,
 * and the signature of exactly those bytes. Used by scripts/sign-licence.ts and the tests; the product itself
 * only verifies.
 */
export function signLicence(terms: LicenceTerms, privateKey: KeyObject | string): string {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  const payload = Buffer.from(JSON.stringify(terms), 'utf8');
  const file: LicenceFile = {
    payload: payload.toString('base64'),
    signature: sign(null, payload, key).toString('base64'),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}
