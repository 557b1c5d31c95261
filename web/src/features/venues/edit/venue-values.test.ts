import { VENUE_MESSAGES } from '@signage/domain/venues/venue';
import { describe, expect, it } from 'vitest';
import {
  createVenueInput,
  initialVenueValues,
  updateVenueInput,
  venueFormProblem,
  withDevice,
  withoutDevice,
} from './venue-values.ts';

describe('venue editor values', () => {
  it('starts a new venue in the browser zone with the session tags', () => {
    const values = initialVenueValues(undefined, ['#shop']);
    expect(values.timeZone).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
    expect(values.tags).toEqual([{ name: 'shop' }]);
  });

  it('refuses an empty name and a zone outside the list with the service words', () => {
    const values = initialVenueValues(undefined, []);
    expect(venueFormProblem(values)).toBe(VENUE_MESSAGES.nameEmpty);
    expect(venueFormProblem({ ...values, name: 'Shop', timeZone: 'Mars/Base' })).toBe(VENUE_MESSAGES.timeZone);
    // Emptied: the browser's guess.
    expect(venueFormProblem({ ...values, name: 'Shop', timeZone: ' ' })).toBeUndefined();
  });

  it('adds and removes devices; removing the sync master clears it', () => {
    let values = { ...initialVenueValues(undefined, []), name: 'Shop', timeZone: 'Asia/Tokyo' };
    values = withDevice(withDevice(values, { id: '1', name: 'A' }), { id: '2', name: 'B' });
    values = withDevice(values, { id: '1', name: 'A' });
    values = { ...values, syncMasterDeviceId: '2' };
    expect(createVenueInput(values)).toEqual({
      name: 'Shop',
      tags: [],
      timeZone: 'Asia/Tokyo',
      deviceIds: ['1', '2'],
      syncMasterDeviceId: '2',
    });
    values = withoutDevice(values, '2');
    expect(updateVenueInput(values)).toEqual({
      name: 'Shop',
      tags: [],
      timeZone: 'Asia/Tokyo',
      syncMasterDeviceId: null,
    });
  });
});
