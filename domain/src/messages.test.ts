import { describe, expect, it } from 'vitest';
import { errorFromMsg, MESSAGES } from './messages.ts';

describe('errorFromMsg (spec 01 §8 "Error: {msg}", else "An error has occured.")', () => {
  it("prefixes the answer's msg", () => {
    expect(errorFromMsg('Layout name empty.')).toBe('Error: Layout name empty.');
  });

  it('shows the generic text bare when there is no msg, or when the gateway already put the generic text', () => {
    expect(errorFromMsg(undefined)).toBe('An error has occured.');
    expect(errorFromMsg('')).toBe('An error has occured.');
    expect(errorFromMsg(MESSAGES.genericError)).toBe('An error has occured.');
  });
});
