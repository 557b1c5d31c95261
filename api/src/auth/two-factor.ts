import { randomInt } from 'node:crypto';
import {
  isTotpCode,
  normaliseRecoveryCode,
  normaliseTotpCode,
  RECOVERY_CODE_COUNT,
  TOTP_ISSUER,
} from '@signage/domain/account';
import type { Transaction } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { tokenHash } from './tokens.ts';

/** Encrypts TOTP secrets at rest (TokenCipher with its own key derived from TOKEN_ENCRYPTION_SECRET). */
export interface SecretCipher {
  encrypt(plain: string): string;
  decrypt(text: string): string;
}

/** One step (30 s) either side of now: phones drift, and a code typed as it turns over still counts. */
const TOLERANCE_SECONDS = 30;

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a PNG data URL, for the enrolment screen's image. */
  qrCode: string;
}

/** A new pending enrolment (replacing one not yet confirmed): nothing changes at sign-in until it is confirmed. */
export async function startEnrolment(db: Db, cipher: SecretCipher, user: { user_id: number; username: string }) {
  const secret = generateSecret();
  const secret_ciphertext = cipher.encrypt(secret);
  await db
    .insertInto('two_factor')
    .values({ user_id: user.user_id, secret_ciphertext, enabled_at: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_ciphertext, enabled_at: null, last_time_step: 0 }))
    .execute();
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: user.username, secret });
  return { secret, otpauthUri, qrCode: await QRCode.toDataURL(otpauthUri, { margin: 2, width: 240 }) };
}

/**
 * Checks a TOTP code against the user's secret and spends it: a code's time step must be later than the last one
 * used, so a code seen over a shoulder cannot be replayed in its 30 seconds. `pending` checks the enrolment's
 * secret instead of the switched-on one.
 */
export async function spendTotpCode(
  trx: Transaction<Database>,
  cipher: SecretCipher,
  userId: number,
  code: string,
  pending = false,
): Promise<boolean> {
  if (!isTotpCode(code)) return false;
  const row = await trx
    .selectFrom('two_factor')
    .select(['secret_ciphertext', 'last_time_step'])
    .where('user_id', '=', userId)
    .where('enabled_at', pending ? 'is' : 'is not', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return false;
  const secret = cipher.decrypt(row.secret_ciphertext);
  const result = await verify({ secret, token: normaliseTotpCode(code), epochTolerance: TOLERANCE_SECONDS });
  // A TOTP answer carries the period's start; the HOTP side of otplib's union does not.
  if (!result.valid || !('epoch' in result)) return false;
  // The 30-second period the code belongs to (RFC 6238's time step).
  const timeStep = Math.floor(result.epoch / 30);
  if (timeStep <= Number(row.last_time_step)) return false;
  await trx.updateTable('two_factor').set({ last_time_step: timeStep }).where('user_id', '=', userId).execute();
  return true;
}

/** Spends a recovery code: true once per code. */
export async function spendRecoveryCode(trx: Transaction<Database>, userId: number, code: string): Promise<boolean> {
  const normal = normaliseRecoveryCode(code);
  if (normal.length !== 10) return false;
  const spent = await trx
    .updateTable('recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', tokenHash(normal))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

/** A second factor at sign-in or to switch it off: a current TOTP code, else a recovery code. */
export async function spendSecondFactor(
  trx: Transaction<Database>,
  cipher: SecretCipher,
  userId: number,
  code: string,
) {
  return (await spendTotpCode(trx, cipher, userId, code)) || (await spendRecoveryCode(trx, userId, code));
}

/** No 0/o or 1/l, so a code read off paper is typed right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Switches two-factor on and replaces the recovery codes; the codes are answered once and kept only hashed. */
export async function enableTwoFactor(trx: Transaction<Database>, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await trx.updateTable('two_factor').set({ enabled_at: new Date() }).where('user_id', '=', userId).execute();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(codes.map((c) => ({ user_id: userId, code_hash: tokenHash(normaliseRecoveryCode(c)), used_at: null })))
    .execute();
  return codes;
}

export async function disableTwoFactor(trx: Transaction<Database>, userId: number) {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
}

export async function twoFactorState(db: Db, userId: number) {
  const row = await db.selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
  const left = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    enabled: Boolean(row?.enabled_at),
    enrolling: Boolean(row && !row.enabled_at),
    recoveryCodesLeft: Number(left.n),
  };
}
