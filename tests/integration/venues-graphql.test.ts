import { VENUE_MESSAGES } from '@signage/domain/venues/venue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevice } from './testkit/devices.ts';
import {
  CreateVenueMutationDocument,
  DeleteVenueMutationDocument,
  DeviceVenueQueryDocument,
  SetVenueDevicesMutationDocument,
  UpdateVenueMutationDocument,
  VenueListQueryDocument,
  VenueQueryDocument,
} from './testkit/gql/graphql.ts';
import { gql, signIn } from './testkit/graphql.ts';
import { restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
let restToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
  restToken = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

describe('venues through GraphQL', () => {
  it('creates, moves devices, updates and deletes, with devices following the venue', async () => {
    const device = await seedDevice(stack, restToken, { tags: ['gql-venue'] });
    const id = String(device.deviceId);
    const created = await gql(
      stack.gatewayUrl,
      CreateVenueMutationDocument,
      { input: { name: 'Harbour', tags: ['#harbour'], timeZone: 'Pacific/Auckland', deviceIds: [id] } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const venue = created.data!.createVenue;
    expect(venue).toMatchObject({ name: 'Harbour', timeZone: 'Pacific/Auckland', deviceIds: [id], deviceCount: 1 });

    const updated = await gql(
      stack.gatewayUrl,
      UpdateVenueMutationDocument,
      { id: venue.id, input: { syncMasterDeviceId: id, timeZone: 'Europe/London' } },
      token,
    );
    expect(updated.data!.updateVenue).toMatchObject({ syncMasterDeviceId: id, timeZone: 'Europe/London' });

    const one = await gql(stack.gatewayUrl, VenueQueryDocument, { id: venue.id, from: '2027-03-20T00:00:00Z' }, token);
    expect(one.data!.venue.devices).toEqual([{ id, venue: { id: venue.id, timeZone: 'Europe/London' } }]);
    expect(one.data!.venue.tradingHours).toMatchObject({ tradingHoursId: null, timeZone: 'Europe/London' });
    expect(one.data!.venue.lookAhead.daylightSavingChanges).toEqual([
      { kind: 'SKIPPED', wallFrom: '2027-03-28T01:00', wallTo: '2027-03-28T02:00' },
    ]);

    const list = await gql(
      stack.gatewayUrl,
      VenueListQueryDocument,
      { page: 1, pageSize: 25, tags: ['harbour'] },
      token,
    );
    expect(list.data!.venues.items.map((v) => v.id)).toEqual([venue.id]);
    expect(list.data!.venueTimeZones).toContain('UTC');
    expect(list.data!.venueTimeZones).toContain('Asia/Tokyo');

    const emptied = await gql(
      stack.gatewayUrl,
      SetVenueDevicesMutationDocument,
      { id: venue.id, deviceIds: [] },
      token,
    );
    expect(emptied.data!.setVenueDevices).toMatchObject({ deviceIds: [], syncMasterDeviceId: null });

    const deleted = await gql(stack.gatewayUrl, DeleteVenueMutationDocument, { id: venue.id }, token);
    expect(deleted.data!.deleteVenue).toBe(venue.id);
    const gone = await gql(stack.gatewayUrl, VenueQueryDocument, { id: venue.id }, token);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers the refusals with the spec messages and codes', async () => {
    const zone = await gql(
      stack.gatewayUrl,
      CreateVenueMutationDocument,
      { input: { name: 'Bad zone', timeZone: 'Atlantis/Capital' } },
      token,
    );
    expect(zone.errors?.[0]?.message).toBe(VENUE_MESSAGES.timeZone);
    const name = await gql(
      stack.gatewayUrl,
      CreateVenueMutationDocument,
      { input: { name: ' ', timeZone: 'UTC' } },
      token,
    );
    expect(name.errors?.[0]?.message).toBe(VENUE_MESSAGES.nameEmpty);
    await createUser(stack, {
      username: 'gql-venue-viewer',
      password: 'Venue-Viewer-2',
      permissions: ['view devices'],
    });
    const viewer = (await signIn(stack.gatewayUrl, 'gql-venue-viewer', 'Venue-Viewer-2')).token;
    const refused = await gql(
      stack.gatewayUrl,
      CreateVenueMutationDocument,
      { input: { name: 'Refused', timeZone: 'UTC' } },
      viewer,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('names by id the venue of a device a forced-tag user sees, instead of failing the device', async () => {
    const device = await seedDevice(stack, restToken, { tags: ['gql-kiosk'] });
    const venue = await gql(
      stack.gatewayUrl,
      CreateVenueMutationDocument,
      { input: { name: 'Head office', tags: ['gql-hq'], timeZone: 'UTC', deviceIds: [String(device.deviceId)] } },
      token,
    );
    const venueId = venue.data!.createVenue.id;
    await createUser(stack, {
      username: 'gql-kiosk-user',
      password: 'Kiosk-Pass-1',
      permissions: ['view devices'],
      forcedTags: ['gql-kiosk'],
    });
    const kiosk = (await signIn(stack.gatewayUrl, 'gql-kiosk-user', 'Kiosk-Pass-1')).token;
    const read = await gql(stack.gatewayUrl, DeviceVenueQueryDocument, { id: String(device.deviceId) }, kiosk);
    expect(read.errors).toBeUndefined();
    expect(read.data?.device).toEqual({ id: String(device.deviceId), venueId, venue: null });
  });
});
