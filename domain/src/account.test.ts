import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  isTotpCode,
  normaliseRecoveryCode,
  tokenExpiryProblem,
  tokenPermissions,
  tokenScopeProblem,
} from './account.ts';

describe('token permissions', () => {
  const owner = ['view media', 'edit media', 'view layouts', 'edit system'];

  it('a read-only token keeps only the view permissions the owner holds', () => {
    expect(tokenPermissions({ readOnly: true }, owner)).toEqual(['view media', 'view layouts']);
  });

  it('a scoped token is its scope intersected with what the owner holds now', () => {
    const scope = { readOnly: false as const, permissions: ['edit media', 'edit layouts'] };
    expect(tokenPermissions(scope, owner)).toEqual(['edit media']);
    expect(tokenPermissions(scope, ['view media'])).toEqual([]);
  });

  it('refuses a scope of permissions the owner does not hold, or none', () => {
    expect(tokenScopeProblem({ readOnly: false, permissions: ['edit users'] }, owner)).toBe(
      'You cannot give a token permissions you do not hold: edit users.',
    );
    expect(tokenScopeProblem({ readOnly: false, permissions: [] }, owner)).toBe(ACCOUNT_MESSAGES.tokenScopeEmpty);
    expect(tokenScopeProblem({ readOnly: false, permissions: ['edit media'] }, owner)).toBeUndefined();
  });

  it('needs an expiry in the future and within a year', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(tokenExpiryProblem(new Date('2025-12-31T00:00:00Z'), now)).toBe(ACCOUNT_MESSAGES.tokenExpiryPast);
    expect(tokenExpiryProblem(new Date('2028-01-01T00:00:00Z'), now)).toBe('A token may last at most 366 days.');
    expect(tokenExpiryProblem(new Date('2026-06-01T00:00:00Z'), now)).toBeUndefined();
  });
});

describe('codes', () => {
  it('reads six-digit codes with spaces and recovery codes with hyphens in any case', () => {
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(normaliseRecoveryCode('AbCdE-12345')).toBe('abcde12345');
  });
});
