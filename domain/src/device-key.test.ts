import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { activationFailure, deviceKeyParts, generateDeviceKey, isDeviceKey, normaliseDeviceKey } from './device-key.ts';

describe('device key', () => {
  it('strips non-word characters from a pasted value and splits it into groups of 5', () => {
    expect(normaliseDeviceKey('ABCDE-FGHIJ-KLMNO-PQRST')).toBe('ABCDE-FGHIJ-KLMNO-PQRST');
    expect(normaliseDeviceKey(' abcde fghij/klmno.pqrst\n')).toBe('abcde-fghij-klmno-pqrst');
    expect(normaliseDeviceKey('ABCDEFGHIJKLMNOPQRST')).toBe('ABCDE-FGHIJ-KLMNO-PQRST');
    expect(normaliseDeviceKey('a_1b2-c3')).toBe('a_1b2-c3');
    expect(deviceKeyParts('ABCDEFGHIJKL')).toEqual(['ABCDE', 'FGHIJ', 'KL']);
    expect(deviceKeyParts('--')).toEqual([]);
    expect(normaliseDeviceKey('')).toBe('');
  });

  it('accepts four parts of five word characters joined by hyphens, nothing else', () => {
    expect(isDeviceKey('ABCDE-FGHIJ-KLMNO-PQRST')).toBe(true);
    expect(isDeviceKey('ab_de-12345-KLMNO-pqrst')).toBe(true);
    expect(isDeviceKey('ABCDE-FGHIJ-KLMNO')).toBe(false);
    expect(isDeviceKey('ABCDE-FGHIJ-KLMNO-PQRS')).toBe(false);
    expect(isDeviceKey('ABCDE-FGHIJ-KLMNO-PQRSTU')).toBe(false);
    expect(isDeviceKey('ABCDEFGHIJKLMNOPQRST')).toBe(false);
    expect(isDeviceKey('ABCDE-FGHIJ-KLMNO-PQRS!')).toBe(false);
    expect(isDeviceKey(' ABCDE-FGHIJ-KLMNO-PQRST')).toBe(false);
    expect(isDeviceKey('ABCDE-FGHIJ-KLMNO-PQRST-UVWXY')).toBe(false);
  });

  it('generates valid keys from a random byte source, without ambiguous symbols', () => {
    const zeros = generateDeviceKey((n) => new Uint8Array(n));
    expect(zeros).toBe('AAAAA-AAAAA-AAAAA-AAAAA');
    const counting = generateDeviceKey((n) => Uint8Array.from({ length: n }, (_, i) => i + 32));
    expect(counting).toBe('ABCDE-FGHJK-LMNPQ-RSTUV');
    const keys = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const key = generateDeviceKey((n) => randomBytes(n));
      expect(isDeviceKey(key)).toBe(true);
      expect(key).not.toMatch(/[01IO]/);
      expect(normaliseDeviceKey(key)).toBe(key);
      keys.add(key);
    }
    expect(keys.size).toBe(200);
    expect(() => generateDeviceKey(() => new Uint8Array(3))).toThrow(/20 random bytes/);
  });
});

describe('activation failures', () => {
  it('warns of a wrong key on 422 and reports any other failure as danger', () => {
    expect(activationFailure(422)).toEqual({ level: 'warning', text: 'Device Key not entered correctly.' });
    expect(activationFailure(500)).toEqual({ level: 'danger', text: 'Device could not be activated.' });
    expect(activationFailure(0)).toEqual({ level: 'danger', text: 'Device could not be activated.' });
  });
});
