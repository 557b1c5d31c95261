import { LANDING_PAGES, LANDING_PATHS } from '@signage/domain/landing';
import { describe, expect, it } from 'vitest';
import { LANDING_FALLBACK_ORDER, landingPathFor } from './landing-path.ts';
import { IMPLEMENTED_SCREENS, paths } from './paths.ts';

describe('landing path', () => {
  const all = [...Object.values(LANDING_PATHS), paths.help];

  it('is the chosen landing page when its screen exists', () => {
    for (const page of LANDING_PAGES) expect(landingPathFor(page, all)).toBe(LANDING_PATHS[page]);
  });

  it('is layouts for an unknown or missing landing page', () => {
    expect(landingPathFor('users', all)).toBe('/layouts');
    expect(landingPathFor(null, all)).toBe('/layouts');
    expect(landingPathFor(undefined, all)).toBe('/layouts');
  });

  it('falls back to the first implemented screen: layouts, dashboard, media, devices … help', () => {
    expect(landingPathFor('venues', ['/media', '/dashboard', '/help'])).toBe('/dashboard');
    expect(landingPathFor('venues', ['/media', '/help'])).toBe('/media');
    expect(landingPathFor('audio', ['/admin/devices', '/help'])).toBe('/admin/devices');
    expect(landingPathFor('media', [paths.help])).toBe('/help');
    expect(LANDING_FALLBACK_ORDER.at(-1)).toBe(paths.help);
  });

  it('never leads back to the root or sign-in, so redirecting cannot loop', () => {
    for (const value of [...LANDING_PAGES, 'nonsense', undefined]) {
      const path = landingPathFor(value);
      expect((IMPLEMENTED_SCREENS as readonly string[]).includes(path)).toBe(true);
      expect([paths.root, paths.login]).not.toContain(path);
    }
  });

  it('lands on layouts now that the layouts list exists (spec 01: the default landing page)', () => {
    expect(IMPLEMENTED_SCREENS).toContain(paths.layouts);
    expect(landingPathFor('layouts')).toBe('/layouts');
    expect(landingPathFor('templates')).toBe('/templates');
    expect(landingPathFor('venues')).toBe('/venues');
    expect(landingPathFor('media')).toBe('/media');
  });

  it('keeps the media, devices, layouts and templates paths the same as the landing page table', () => {
    expect(paths.layouts).toBe(LANDING_PATHS.layouts);
    expect(paths.templates).toBe(LANDING_PATHS.templates);
    expect(paths.media).toBe(LANDING_PATHS.media);
    expect(paths.dashboard).toBe(LANDING_PATHS.dashboard);
    expect(paths.devices).toBe(LANDING_PATHS.devices);
    expect(paths.campaigns).toBe(LANDING_PATHS.campaigns);
  });
});
