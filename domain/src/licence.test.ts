import { describe, expect, it } from 'vitest';
import { EVALUATION_DEVICE_LIMIT, expiredAgo, licenceStatus, parseLicenceFile, parseLicenceTerms } from './licence.ts';

const now = new Date('2026-11-27T12:00:00Z');
const terms = (over: Partial<{ devices: number; expires: string }> = {}) => ({
  holder: 'Acme Retail',
  devices: over.devices ?? 50,
  expires: over.expires ?? '2027-11-27T00:00:00.000Z',
});

describe('parseLicenceFile', () => {
  it('takes the payload and signature of a licence file', () => {
    expect(parseLicenceFile('{"payload":"eyJ9","signature":"AAAA"}')).toEqual({ payload: 'eyJ9', signature: 'AAAA' });
  });
  it.each([
    '',
    'not json',
    '[]',
    'null',
    '{"payload":"eyJ9"}',
    '{"payload":1,"signature":"AAAA"}',
    '{"payload":"e y","signature":"AAAA"}',
  ])('refuses %j', (text) => {
    expect(parseLicenceFile(text)).toBeUndefined();
  });
});

describe('parseLicenceTerms', () => {
  it('reads holder, devices and expiry', () => {
    expect(parseLicenceTerms(JSON.stringify({ holder: ' Acme ', devices: 5, expires: '2027-01-01' }))).toEqual({
      holder: 'Acme',
      devices: 5,
      expires: '2027-01-01T00:00:00.000Z',
    });
  });
  it.each([
    { devices: 5, expires: '2027-01-01' },
    { holder: '', devices: 5, expires: '2027-01-01' },
    { holder: 'A', devices: 0, expires: '2027-01-01' },
    { holder: 'A', devices: 2.5, expires: '2027-01-01' },
    { holder: 'A', devices: '5', expires: '2027-01-01' },
    { holder: 'A', devices: 5, expires: 'soon' },
    { holder: 'A', devices: 5, expires: '2027-01-01', issued: 'yesterday' },
  ])('refuses %j', (value) => {
    expect(parseLicenceTerms(JSON.stringify(value))).toBeUndefined();
  });
});

describe('licenceStatus', () => {
  it('runs in evaluation mode without a licence: valid, the evaluation allowance, no problem', () => {
    const status = licenceStatus({ terms: undefined, verified: false, licensedDevices: 3, now });
    expect(status).toMatchObject({ state: 'evaluation', isValid: true, deviceLimit: EVALUATION_DEVICE_LIMIT });
    expect(status.problem).toBeNull();
    expect(status.next).toContain('evaluation mode');
  });

  it('keeps evaluation mode valid past its allowance but names the devices over it', () => {
    const status = licenceStatus({ terms: undefined, verified: false, licensedDevices: 12, now });
    expect(status).toMatchObject({ state: 'evaluation', isValid: true, overBy: 2 });
    expect(status.next).toContain('The 2 devices activated most recently are shown as unlicensed.');
  });

  it('is valid within its devices and before its expiry', () => {
    const status = licenceStatus({ terms: terms(), verified: true, licensedDevices: 50, now });
    expect(status).toMatchObject({ state: 'valid', isValid: true, deviceLimit: 50, overBy: 0, problem: null });
    expect(status.next).toBe('50 devices of 50 licensed; the licence runs for 365 more days.');
  });

  it('is exceeded with more licensed devices than it allows', () => {
    const status = licenceStatus({ terms: terms(), verified: true, licensedDevices: 52, now });
    expect(status).toMatchObject({ state: 'exceeded', isValid: false, deviceLimit: 50, overBy: 2 });
    expect(status.problem).toBe('2 devices over the licensed 50');
    expect(status.next).toContain('The 2 devices activated most recently are shown as unlicensed');
    const one = licenceStatus({ terms: terms(), verified: true, licensedDevices: 51, now });
    expect(one.problem).toBe('1 device over the licensed 50');
  });

  it('is expired from its expiry on, and falls back to the evaluation allowance', () => {
    const expires = new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
    const status = licenceStatus({ terms: terms({ expires }), verified: true, licensedDevices: 4, now });
    expect(status).toMatchObject({ state: 'expired', isValid: false, deviceLimit: EVALUATION_DEVICE_LIMIT });
    expect(status.problem).toBe('expired 3 days ago');
    const atExpiry = licenceStatus({
      terms: terms({ expires: now.toISOString() }),
      verified: true,
      licensedDevices: 0,
      now,
    });
    expect(atExpiry.state).toBe('expired');
  });

  it('is invalid when the installed file does not verify', () => {
    const status = licenceStatus({ terms: terms(), verified: false, licensedDevices: 1, now });
    expect(status).toMatchObject({ state: 'invalid', isValid: false, deviceLimit: EVALUATION_DEVICE_LIMIT });
    expect(status.problem).toContain('does not match');
  });
});

describe('expiredAgo', () => {
  it('counts whole days', () => {
    expect(expiredAgo(new Date('2026-11-27T11:00:00Z'), now)).toBe('expired today');
    expect(expiredAgo(new Date('2026-11-26T11:00:00Z'), now)).toBe('expired 1 day ago');
    expect(expiredAgo(new Date('2026-11-24T12:00:00Z'), now)).toBe('expired 3 days ago');
  });
});
