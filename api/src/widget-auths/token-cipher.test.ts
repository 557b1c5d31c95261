import { describe, expect, it } from 'vitest';
import { TokenCipher } from './token-cipher.ts';

describe('TokenCipher', () => {
  it('round-trips a token, with a fresh IV each time, and refuses another key or an altered text', () => {
    const cipher = new TokenCipher('a-secret-of-sixteen-plus');
    const a = cipher.encrypt('AAAA-bearer-token-1234');
    const b = cipher.encrypt('AAAA-bearer-token-1234');
    expect(a).not.toBe(b);
    expect(a).not.toContain('bearer');
    expect(cipher.decrypt(a)).toBe('AAAA-bearer-token-1234');
    expect(() => new TokenCipher('another-secret-entirely').decrypt(a)).toThrow();
    expect(() => cipher.decrypt(`${a.slice(0, -2)}xx`)).toThrow();
  });
});
