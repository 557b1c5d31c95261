import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { dataDirSecret } from '@signage/domain/data-dir-secret';

const VERSION = 'v1';

/**
 * Encrypts widget auth tokens at rest with AES-256-GCM. The key is derived (HKDF-SHA256) from a secret kept
 * outside the database (TOKEN_ENCRYPTION_SECRET, or generated into DATA_DIR), so a copy of the database alone
 * does not give the tokens away. Every api instance of a deployment must share the secret.
 */
export class TokenCipher {
  readonly #key: Buffer;

  /** `purpose` derives a separate key per kind of secret (widget auth tokens, TOTP secrets) from one secret. */
  constructor(secret: string, purpose = 'widget auth token') {
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'signage-widget-auth', purpose, 32));
  }

  /** `v1.` and base64url of IV (12 bytes), tag (16) and ciphertext; a fresh IV every time. */
  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The plain token; throws when the text was not made with this key (or was altered). */
  decrypt(text: string): string {
    const [version, payload] = text.split('.');
    if (version !== VERSION || !payload) throw new Error('Not an encrypted widget auth token.');
    const bytes = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}

/** The secret from configuration, or the one generated and kept in the data folder on first start. */
export function tokenEncryptionSecret(dataDir: string, configured?: string): string {
  return dataDirSecret(dataDir, 'token-encryption-secret', configured);
}
