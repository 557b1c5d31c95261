/** Device keys and their activation (spec 02 §5, §8). Pure: the random source is passed in. */
import { DEVICE_MESSAGES } from './messages.ts';

export const DEVICE_KEY_PARTS = 4;
export const DEVICE_KEY_PART_LENGTH = 5;
const DEVICE_KEY_PATTERN = /^\w{5}-\w{5}-\w{5}-\w{5}$/;
/** 32 symbols, so one random byte maps to one symbol without bias; no 0/O or 1/I to misread. */
const DEVICE_KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A pasted value stripped of non-word characters and split into groups of 5 (the last may be shorter). */
export function deviceKeyParts(pasted: string): string[] {
  const word = pasted.replace(/\W/g, '');
  const parts: string[] = [];
  for (let i = 0; i < word.length; i += DEVICE_KEY_PART_LENGTH) parts.push(word.slice(i, i + DEVICE_KEY_PART_LENGTH));
  return parts;
}

/** The groups of `deviceKeyParts` joined by hyphens: "abcde fghij-klmno/pqrst" → "abcde-fghij-klmno-pqrst". */
export function normaliseDeviceKey(pasted: string): string {
  return deviceKeyParts(pasted).join('-');
}

/** Four parts of five word characters, joined by hyphens. */
export function isDeviceKey(value: string): boolean {
  return DEVICE_KEY_PATTERN.test(value);
}

/** A new key from `random(n)`, a source of n random bytes (crypto.randomBytes or getRandomValues). */
export function generateDeviceKey(random: (size: number) => Uint8Array): string {
  const size = DEVICE_KEY_PARTS * DEVICE_KEY_PART_LENGTH;
  const bytes = random(size);
  if (bytes.length < size) throw new Error(`generateDeviceKey needs ${size} random bytes, got ${bytes.length}`);
  let symbols = '';
  for (let i = 0; i < size; i++) symbols += DEVICE_KEY_ALPHABET[bytes[i]! % DEVICE_KEY_ALPHABET.length];
  return normaliseDeviceKey(symbols);
}

/** What the activation dialog shows for a failed call: a 422 is a wrong key, anything else a failure. */
export function activationFailure(status: number) {
  return status === 422
    ? ({ level: 'warning', text: DEVICE_MESSAGES.keyIncorrect } as const)
    : ({ level: 'danger', text: DEVICE_MESSAGES.activationFailed } as const);
}
