import { type KeyObject, verify } from 'node:crypto';
import {
  type LicenceTerms,
  MAX_LICENCE_FILE_BYTES,
  parseLicenceFile,
  parseLicenceTerms,
} from '@signage/domain/licence';

/**
 * The terms of a licence file whose signature verifies under `key`, or undefined: not a licence file, a
 * signature that does not match (another key, a changed byte), or terms that are not well formed.
 */
export function verifyLicence(text: string, key: KeyObject): LicenceTerms | undefined {
  if (Buffer.byteLength(text, 'utf8') > MAX_LICENCE_FILE_BYTES) return undefined;
  const file = parseLicenceFile(text);
  if (!file) return undefined;
  const payload = Buffer.from(file.payload, 'base64');
  const signature = Buffer.from(file.signature, 'base64');
  // Ed25519 signatures are 64 bytes; verify() throws on other lengths with some keys rather than answering false.
  if (signature.length !== 64) return undefined;
  let ok = false;
  try {
    ok = verify(null, payload, key, signature);
  } catch {
    return undefined;
  }
  if (!ok) return undefined;
  const json = new TextDecoder('utf-8', { fatal: false }).decode(payload);
  return parseLicenceTerms(json);
}
