import { describe, expect, it } from 'vitest';
import { isOverLicence } from './licence-book.ts';

const day = (d: number) => new Date(Date.UTC(2026, 0, d));

describe('isOverLicence', () => {
  const cutoff = { device_id: 7, date_activated: day(3) };

  it('keeps every licensed device within the licence when there is no cutoff', () => {
    expect(isOverLicence({ device_id: 9, licensed: true, date_activated: day(9) }, undefined)).toBe(false);
  });

  it('puts the cutoff device and those activated after it over the licence, earlier ones within', () => {
    expect(isOverLicence({ device_id: 7, licensed: true, date_activated: day(3) }, cutoff)).toBe(true);
    expect(isOverLicence({ device_id: 2, licensed: true, date_activated: day(4) }, cutoff)).toBe(true);
    expect(isOverLicence({ device_id: 9, licensed: true, date_activated: day(2) }, cutoff)).toBe(false);
    // Activated at the same moment: the lower id keeps its licence.
    expect(isOverLicence({ device_id: 6, licensed: true, date_activated: day(3) }, cutoff)).toBe(false);
    expect(isOverLicence({ device_id: 8, licensed: true, date_activated: day(3) }, cutoff)).toBe(true);
  });

  it('sorts a device without an activation date last, and never counts an unlicensed device', () => {
    expect(isOverLicence({ device_id: 1, licensed: true, date_activated: null }, cutoff)).toBe(true);
    expect(isOverLicence({ device_id: 1, licensed: false, date_activated: day(9) }, cutoff)).toBe(false);
    const nullCutoff = { device_id: 5, date_activated: null };
    expect(isOverLicence({ device_id: 4, licensed: true, date_activated: null }, nullCutoff)).toBe(false);
    expect(isOverLicence({ device_id: 9, licensed: true, date_activated: day(1) }, nullCutoff)).toBe(false);
  });
});
