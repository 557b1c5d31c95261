import { describe, expect, it } from 'vitest';
import { checkFirmware, compareFirmwareVersions } from './firmware.ts';

describe('LG firmware check', () => {
  it('compares versions part by part as numbers', () => {
    expect(compareFirmwareVersions('04.74.50', '04.74.50')).toBe(0);
    expect(compareFirmwareVersions('04.74.51', '04.74.50')).toBeGreaterThan(0);
    expect(compareFirmwareVersions('4.100.0', '04.74.50')).toBeGreaterThan(0);
    expect(compareFirmwareVersions('03.99.99', '04.00.00')).toBeLessThan(0);
    expect(compareFirmwareVersions('04.74.50.1', '04.74.50')).toBeGreaterThan(0);
    expect(compareFirmwareVersions('04.74', '04.74.00')).toBe(0);
  });

  it('picks the minimum from the letter before the first hyphen', () => {
    const minimums: [string, string][] = [
      ['43SM5KC-B', '04.74.50'],
      ['55XS4D-B', '04.04.82'],
      ['49XE4E-M', '04.03.40'],
      ['32SM5KF-B', '03.04.50'],
      ['86TR3J-B', '03.28.00'],
      ['55SVH7G-A', '03.24.70'],
      ['65UH5N-E', '03.70.60'],
    ];
    for (const [model, minimum] of minimums) {
      expect(checkFirmware(model, '99.00.00')).toEqual({ status: 'ok', minimum });
    }
    // Only the first hyphen counts, and the letter's case does not.
    expect(checkFirmware('43sm5kc-B-X', '05.00.00')).toEqual({ status: 'ok', minimum: '04.74.50' });
  });

  it('answers the desired version when the device is not newer than the minimum', () => {
    expect(checkFirmware('43SM5KC-B', '04.74.50')).toEqual({
      status: 'update',
      minimum: '04.74.50',
      desiredVersion: '04.74.50',
    });
    expect(checkFirmware('43SM5KC-B', '04.74.49')).toMatchObject({ status: 'update', desiredVersion: '04.74.50' });
    expect(checkFirmware('43SM5KC-B', '04.74.51')).toEqual({ status: 'ok', minimum: '04.74.50' });
    expect(checkFirmware('65UH5N-E', '03.70.60.1')).toMatchObject({ status: 'ok' });
    // An unreadable or missing version cannot be shown to be newer.
    expect(checkFirmware('65UH5N-E', 'beta')).toMatchObject({ status: 'update', desiredVersion: '03.70.60' });
    expect(checkFirmware('65UH5N-E', null)).toMatchObject({ status: 'update' });
    expect(checkFirmware('65UH5N-E', '')).toMatchObject({ status: 'update' });
  });

  it('is not applicable to unknown models', () => {
    expect(checkFirmware('43SM5KX-B', '01.00.00')).toEqual({ status: 'not-applicable' });
    expect(checkFirmware('43SM5KC', '01.00.00')).toEqual({ status: 'not-applicable' });
    expect(checkFirmware('-C', '01.00.00')).toEqual({ status: 'not-applicable' });
    expect(checkFirmware('43SM5K3-B', '01.00.00')).toEqual({ status: 'not-applicable' });
    expect(checkFirmware('', '01.00.00')).toEqual({ status: 'not-applicable' });
    expect(checkFirmware(undefined, undefined)).toEqual({ status: 'not-applicable' });
  });
});
