import { describe, expect, it } from 'vitest';
import { activityDetails, readableLabel } from './activity-details.ts';

describe('activity details', () => {
  it('names events and keys in words', () => {
    expect(readableLabel('player-started')).toBe('Player started');
    expect(readableLabel('memory_bytes')).toBe('Memory bytes');
    expect(readableLabel('lastSeenAt')).toBe('Last seen at');
  });

  it('shows details as labelled values, not JSON', () => {
    expect(
      activityDetails({ reason: 'power-on', screen: { width: 1920, rotated: false }, codes: [1, 2], note: null }),
    ).toEqual([
      ['Reason', 'power-on'],
      ['Screen › Width', '1920'],
      ['Screen › Rotated', 'No'],
      ['Codes', '1, 2'],
      ['Note', '—'],
    ]);
    expect(activityDetails({})).toEqual([]);
    expect(activityDetails(null)).toEqual([]);
    expect(activityDetails('disk full')).toEqual([['Details', 'disk full']]);
  });
});
