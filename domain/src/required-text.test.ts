import { describe, expect, it } from 'vitest';
import { requiredTextProblem } from './required-text.ts';

describe('requiredTextProblem', () => {
  it('refuses an empty or blank text, and one longer than the limit once trimmed', () => {
    expect(requiredTextProblem('  ', 5, 'empty', 'long')).toBe('empty');
    expect(requiredTextProblem('abcdef', 5, 'empty', 'long')).toBe('long');
    expect(requiredTextProblem(' abcde ', 5, 'empty', 'long')).toBeUndefined();
  });

  it('passes a field not sent', () => {
    expect(requiredTextProblem(undefined, 5, 'empty', 'long')).toBeUndefined();
  });
});
