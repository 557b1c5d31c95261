/**
 * The installation's licence (spec 01 §3 "Licence details", §4 "Session", §8 "licence upload"; issue 26). A
 * licence file is a signed document naming the holder, the number of devices and the expiry. Its signature is
 * checked by the REST service (node:crypto, Ed25519); what the terms mean for the installation is decided here,
 * once, for the api, the gateway and the console.
 */

/** Spec 01 §8, the two answers to a licence upload. */
export const LICENCE_MESSAGES = {
  accepted: 'License file accepted',
  rejected: 'License file rejected, possibly corrupt',
} as const;

/**
 * Devices an installation without a licence may license: evaluation mode. An expired or invalid licence falls
 * back to the same allowance, so a lapse never takes every screen off the books at once.
 */
export const EVALUATION_DEVICE_LIMIT = 10;

/** Largest licence file accepted: a licence is a few hundred bytes; anything far larger is not one. */
export const MAX_LICENCE_FILE_BYTES = 16 * 1024;

/** Largest number of devices a licence may name (a sanity bound on the signed number, not a sales limit). */
export const MAX_LICENSED_DEVICES = 1_000_000;

const MAX_HOLDER_CHARS = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a licence grants: the signed payload of a licence file. */
export interface LicenceTerms {
  /** Who the licence is issued to. */
  holder: string;
  /** How many devices may be licensed at once. */
  devices: number;
  /** When it ends (ISO 8601 date-time, UTC). */
  expires: string;
  /** When it was issued (ISO 8601), if the issuer said. */
  issued?: string;
}

/**
 * A licence file: `payload` is the base64 of the terms as JSON, `signature` the base64 Ed25519 signature of those
 * exact payload bytes (no canonical JSON needed: the bytes signed are the bytes shipped).
 */
export interface LicenceFile {
  payload: string;
  signature: string;
}

/** The JSON object `text` holds, or undefined when it is not JSON or not an object. */
function parseJsonObject(text: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The two parts of a licence file's text, or undefined when it is not one (not JSON, parts missing). */
export function parseLicenceFile(text: string): LicenceFile | undefined {
  const value = parseJsonObject(text);
  if (!value) return undefined;
  const { payload, signature } = value;
  if (typeof payload !== 'string' || typeof signature !== 'string') return undefined;
  if (!BASE64.test(payload) || !BASE64.test(signature)) return undefined;
  return { payload, signature };
}

/** The terms in a (verified) payload's JSON, or undefined when they are not well formed. */
export function parseLicenceTerms(json: string): LicenceTerms | undefined {
  const value = parseJsonObject(json);
  if (!value) return undefined;
  const { holder, devices, expires, issued } = value;
  if (typeof holder !== 'string' || !holder.trim() || holder.length > MAX_HOLDER_CHARS) return undefined;
  if (typeof devices !== 'number' || !Number.isSafeInteger(devices) || devices < 1 || devices > MAX_LICENSED_DEVICES)
    return undefined;
  if (typeof expires !== 'string' || Number.isNaN(Date.parse(expires))) return undefined;
  if (issued !== undefined && (typeof issued !== 'string' || Number.isNaN(Date.parse(issued)))) return undefined;
  return { holder: holder.trim(), devices, expires: new Date(expires).toISOString(), ...(issued ? { issued } : {}) };
}

/**
 * evaluation: no licence installed; valid: in force and within its devices; exceeded: more devices licensed than
 * it allows; expired: past its expiry; invalid: the installed file no longer verifies (another public key).
 */
export type LicenceState = 'evaluation' | 'valid' | 'exceeded' | 'expired' | 'invalid';

export interface LicenceStatus {
  state: LicenceState;
  /** False for a licence problem (exceeded, expired, invalid): answers carry the licence-problem header. */
  isValid: boolean;
  /** Devices that may be licensed now: the licence's number while it is in force, else the evaluation allowance. */
  deviceLimit: number;
  /** Devices switched to licensed (activated ones). */
  licensedDevices: number;
  /** How many of those are beyond the limit (shown as unlicensed). */
  overBy: number;
  /** Why the licence is a problem, in a phrase ("2 devices over the licensed 50"); null when it is not. */
  problem: string | null;
  /** What the installation does now and what to do about it. */
  next: string;
}

const devicesWord = (n: number) => `${n} ${n === 1 ? 'device' : 'devices'}`;

/** "expired 3 days ago", "expired today" (less than a day ago). */
export function expiredAgo(expires: Date, now: Date): string {
  const days = Math.floor((now.getTime() - expires.getTime()) / DAY_MS);
  if (days < 1) return 'expired today';
  return `expired ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** "2 devices over the licensed 50". */
export function overTheLicensed(overBy: number, limit: number): string {
  return `${devicesWord(overBy)} over the licensed ${limit}`;
}

/**
 * What the installed licence means now. `terms` undefined: none installed; `verified` false: the stored file
 * does not verify under the product's key. Which devices keep a licence when there are more than the limit:
 * the earliest activated first (see `seatCutoff`), so the newest screens are the ones that lose it.
 */
export function licenceStatus(input: {
  terms: LicenceTerms | undefined;
  verified: boolean;
  licensedDevices: number;
  now: Date;
}): LicenceStatus {
  const { terms, verified, licensedDevices, now } = input;
  const fallback = (state: LicenceState, problem: string | null, why: string): LicenceStatus => {
    const overBy = Math.max(0, licensedDevices - EVALUATION_DEVICE_LIMIT);
    const allowance = `up to ${devicesWord(EVALUATION_DEVICE_LIMIT)} can be licensed`;
    const over = overBy
      ? ` The ${devicesWord(overBy)} activated most recently ${overBy === 1 ? 'is' : 'are'} shown as unlicensed.`
      : '';
    return {
      state,
      isValid: state === 'evaluation',
      deviceLimit: EVALUATION_DEVICE_LIMIT,
      licensedDevices,
      overBy,
      problem,
      next: `${why} ${allowance}.${over} Upload a licence file to license more devices.`,
    };
  };
  if (!terms) return fallback('evaluation', null, 'No licence is installed: the installation runs in evaluation mode;');
  if (!verified) {
    return fallback(
      'invalid',
      'the installed licence file does not match this product’s key',
      'Until a valid licence is uploaded, the installation runs as in evaluation mode:',
    );
  }
  const expires = new Date(terms.expires);
  if (expires.getTime() <= now.getTime()) {
    return fallback(
      'expired',
      expiredAgo(expires, now),
      'Until a new licence is uploaded, the installation runs as in evaluation mode:',
    );
  }
  const overBy = Math.max(0, licensedDevices - terms.devices);
  if (overBy > 0) {
    return {
      state: 'exceeded',
      isValid: false,
      deviceLimit: terms.devices,
      licensedDevices,
      overBy,
      problem: overTheLicensed(overBy, terms.devices),
      next: `The ${devicesWord(overBy)} activated most recently ${overBy === 1 ? 'is' : 'are'} shown as unlicensed until devices are unlicensed or a licence for more devices is uploaded.`,
    };
  }
  const days = Math.ceil((expires.getTime() - now.getTime()) / DAY_MS);
  return {
    state: 'valid',
    isValid: true,
    deviceLimit: terms.devices,
    licensedDevices,
    overBy: 0,
    problem: null,
    next: `${devicesWord(licensedDevices)} of ${terms.devices} licensed; the licence runs for ${days} more ${days === 1 ? 'day' : 'days'}.`,
  };
}
