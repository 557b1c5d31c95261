import { describe, expect, it } from 'vitest';
import { LANDING_PATHS, landingPageOf } from './landing.ts';

describe('landing page', () => {
  it('honours the listed values', () => {
    expect(landingPageOf('media')).toBe('media');
    expect(LANDING_PATHS[landingPageOf('devices')]).toBe('/admin/devices');
  });
  it('falls back to layouts for anything else or nothing', () => {
    expect(landingPageOf('users')).toBe('layouts');
    expect(landingPageOf(undefined)).toBe('layouts');
    expect(landingPageOf(42)).toBe('layouts');
  });
});
