import { describe, expect, it } from 'vitest';
import { guessedTimeZone, isVenueTimeZone, syncMasterProblem, VENUE_MESSAGES, venueProblem } from './venue.ts';

describe('venue rules', () => {
  it('takes zones from the fixed IANA list plus UTC only', () => {
    expect(isVenueTimeZone('Europe/London')).toBe(true);
    expect(isVenueTimeZone('Asia/Tokyo')).toBe(true);
    expect(isVenueTimeZone('UTC')).toBe(true);
    expect(isVenueTimeZone('+02:00')).toBe(false);
    expect(isVenueTimeZone('Mars/Olympus')).toBe(false);
    expect(isVenueTimeZone('')).toBe(false);
  });

  it('guesses a listed zone', () => {
    expect(isVenueTimeZone(guessedTimeZone())).toBe(true);
  });

  it('refuses an empty name and an unlisted zone with the messages', () => {
    expect(venueProblem({ name: '  ' })).toBe(VENUE_MESSAGES.nameEmpty);
    expect(venueProblem({ name: 'Shop', time_zone: 'Nowhere/Town' })).toBe(VENUE_MESSAGES.timeZone);
    expect(venueProblem({ name: 'Shop', time_zone: 'Europe/London' })).toBeUndefined();
    expect(venueProblem({})).toBeUndefined();
  });

  it('needs the sync master among the venue devices', () => {
    expect(syncMasterProblem(3, [1, 2])).toBe(VENUE_MESSAGES.syncMaster);
    expect(syncMasterProblem(2, [1, 2])).toBeUndefined();
    expect(syncMasterProblem(null, [])).toBeUndefined();
  });
});
