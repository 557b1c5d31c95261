import { describe, expect, it } from 'vitest';
import { confirmMatches, isStrongPassword, passwordFieldProblem, passwordStrength } from './password-rules.ts';

describe('password rules', () => {
  it.each([
    ['', 0],
    ['abc', 2],
    ['abcdefghi', 3],
    ['Abcdefghi', 4],
    ['Abcdefgh1', 5],
    ['Abcdefgh1é', 4],
    ['Abcdefgh1\t', 4],
  ])('%j meets %i of the five rules', (password, count) => {
    expect(passwordStrength(password)).toBe(count);
  });

  it('is valid only when all five hold', () => {
    expect(isStrongPassword('Abcdefgh1')).toBe(true);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
    expect(isStrongPassword('Ab1 cdefg~')).toBe(true);
  });

  it('has a 6-character field rule and a confirm rule', () => {
    expect(passwordFieldProblem('Ab1cd')).toBe('Password must be at least 6 characters.');
    expect(passwordFieldProblem('Ab1cde')).toBeUndefined();
    expect(confirmMatches('Abcdefgh1', '')).toBe(false);
    expect(confirmMatches('Abcdefgh1', 'Abcdefgh2')).toBe(false);
    expect(confirmMatches('Abcdefgh1', 'Abcdefgh1')).toBe(true);
  });
});
