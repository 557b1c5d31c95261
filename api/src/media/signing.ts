import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@signage/domain/messages';
import type { Db } from '../db/database.ts';
import { forbidden } from '../errors.ts';

/** Signed links live this long: the browser loads thumbnails and downloads without the token in a URL. */
export const SIGNED_URL_TTL_MS = 60 * 60 * 1000;

/**
 * Signs media URLs with an installation-wide key kept in the database, so every api instance agrees.
 * A signed URL names its path and expiry; it grants only that file, only until then.
 */
export class UrlSigner {
  // Signatures made for the current expiry (it changes once a minute), by path: a list signs the same
  // three URLs per item on every read, and an HMAC costs more than everything else in building an item.
  #signedExpires = 0;
  #signed = new Map<string, string>();

  private constructor(
    private readonly key: Buffer,
    private readonly maxRemembered = 20_000,
  ) {}

  static async load(db: Db): Promise<UrlSigner> {
    await db
      .insertInto('settings')
      .values({ key: 'media_url_key', value: randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'media_url_key')
      .executeTakeFirstOrThrow();
    return new UrlSigner(Buffer.from(row.value, 'base64'));
  }

  private mac(path: string, expires: number) {
    return createHmac('sha256', this.key).update(`${path}\n${expires}`).digest('base64url');
  }

  /** `path` may carry a query; `expires` and `signature` are appended. */
  sign(path: string, now = Date.now()): string {
    // Round the expiry so repeated reads within a minute give the same URL and the browser cache works.
    const expires = Math.ceil((now + SIGNED_URL_TTL_MS) / 60_000) * 60;
    if (expires !== this.#signedExpires || this.#signed.size >= this.maxRemembered) {
      this.#signed.clear();
      this.#signedExpires = expires;
    }
    let url = this.#signed.get(path);
    if (url === undefined) {
      url = this.link(path, expires);
      this.#signed.set(path, url);
    }
    return url;
  }

  /** A link that lives `ttlMs` (an export's few minutes, not a thumbnail's hour), to the second; not remembered. */
  signFor(path: string, ttlMs: number, now = Date.now()): { url: string; expires: number } {
    const expires = Math.ceil((now + ttlMs) / 1000);
    return { url: this.link(path, expires), expires };
  }

  private link(path: string, expires: number) {
    const separator = path.includes('?') ? '&' : '?';
    return `${path}${separator}expires=${expires}&signature=${this.mac(path, expires)}`;
  }

  /** Throws 403 unless `url` (a request's, below /api) ends in our signature of the rest of it, not yet expired. */
  verifyUrl(url: string, expires: number, signature: string) {
    const unsigned = url.replace(/[?&]expires=[^&]*&signature=[^&]*$/, '');
    if (!this.verify(unsigned, expires, signature)) throw forbidden(MESSAGES.linkRefused);
  }

  /** True when `signature` is ours for `path` (without the two signing parameters) and not expired. */
  verify(path: string, expires: number, signature: string, now = Date.now()): boolean {
    if (!Number.isFinite(expires) || expires * 1000 < now) return false;
    const expected = Buffer.from(this.mac(path, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
