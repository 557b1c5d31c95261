import { createPublicKey, type KeyObject } from 'node:crypto';

/**
 * The product's licence key: licences are signed with its private half, which the vendor keeps and which is
 * nowhere in this repository. LICENCE_PUBLIC_KEY replaces it (a test installation trusts the test key of
 * scripts/licence-test-key.pem; an operator of a fork trusts their own).
 */
export const PRODUCT_LICENCE_PUBLIC_KEY = 'MCowBQYDK2VwAyEAvblWBUrpxwtH4UCdWmrTzLYSfT23W15X6adq52wB4tA=';

/**
 * An Ed25519 public key from a PEM ("-----BEGIN PUBLIC KEY-----...") or the base64 of its SPKI DER (the PEM's
 * one line, which fits an environment variable). Throws a readable error for anything else.
 */
export function licencePublicKey(text: string = PRODUCT_LICENCE_PUBLIC_KEY): KeyObject {
  let key: KeyObject;
  try {
    const trimmed = text.trim();
    key = trimmed.includes('-----BEGIN')
      ? createPublicKey(trimmed)
      : createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
  } catch {
    throw new Error('LICENCE_PUBLIC_KEY must be an Ed25519 public key: PEM, or the base64 of its SPKI DER');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('LICENCE_PUBLIC_KEY must be an Ed25519 public key');
  return key;
}
