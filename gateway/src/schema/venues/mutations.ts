import { VENUE_MESSAGES } from '@signage/domain/venues/venue';
import { builder } from '../../builder.ts';
import { restId } from '../../rest/errors.ts';
import { sendSchedulesAndStates } from '../devices/push-desired-state.ts';
import { changedNameAndTags, newNameAndTags } from '../input-fields.ts';
import { createMutation, deleteByIdMutation, updateMutation } from '../record-mutations.ts';
import { restCreate, restUpdate, toldDevices } from '../rest-writes.ts';
import { VenueType } from './venue.ts';

const CreateVenueInput = builder.inputType('CreateVenueInput', {
  fields: (t) => ({
    ...newNameAndTags(t, "They link the venue's trading hours."),
    timeZone: t.string({ required: true, description: 'From venueTimeZones; the console fills in the browser guess.' }),
    deviceIds: t.idList({ description: 'Devices moved into the venue (each leaves the venue it was in).' }),
    syncMasterDeviceId: t.id({ description: "One of the venue's devices." }),
  }),
});

const UpdateVenueInput = builder.inputType('UpdateVenueInput', {
  description: 'Fields left out are not changed. Devices change through setVenueDevices (spec 02 §7).',
  fields: (t) => ({
    ...changedNameAndTags(t),
    timeZone: t.string({ description: 'From venueTimeZones.' }),
    syncMasterDeviceId: t.id({ description: "One of the venue's devices; null clears it." }),
  }),
});

const deviceIds = (ids: readonly (string | number)[] | null | undefined) =>
  ids?.map((id) => Number(restId(String(id))));

createMutation('createVenue', VenueType, CreateVenueInput, {
  description: `Creates a venue ('${VENUE_MESSAGES.created}').`,
  create: restCreate(
    '/venues/',
    (input) => ({
      name: input.name,
      tags: input.tags ?? undefined,
      time_zone: input.timeZone,
      devices: deviceIds(input.deviceIds),
      sync_master_device_id: input.syncMasterDeviceId ? Number(restId(String(input.syncMasterDeviceId))) : undefined,
    }),
    // The devices now run on the venue's clock: they fetch their schedules again.
    toldDevices(sendSchedulesAndStates, 'venue'),
  ),
});

updateMutation('updateVenue', VenueType, UpdateVenueInput, {
  description: `Updates a venue ('${VENUE_MESSAGES.updated}'); a new zone reaches its devices at once.`,
  update: restUpdate(
    '/venues/{id}',
    (input) => {
      const master = input.syncMasterDeviceId;
      return {
        name: input.name ?? undefined,
        tags: input.tags ?? undefined,
        time_zone: input.timeZone ?? undefined,
        ...(master === undefined
          ? {}
          : { sync_master_device_id: master === null ? null : Number(restId(String(master))) }),
      };
    },
    toldDevices(sendSchedulesAndStates, 'venue'),
  ),
});

builder.mutationField('setVenueDevices', (t) =>
  t.field({
    type: VenueType,
    description:
      "Sets the venue's devices: those named move in (leaving their old venue), the others leave; a sync master that leaves is cleared.",
    args: { id: t.arg.id({ required: true }), deviceIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const answer = await ctx.rest.put('/venues/{id}/devices', {
        params: { id: restId(args.id) },
        body: { devices: deviceIds(args.deviceIds) ?? [] },
      });
      await sendSchedulesAndStates(ctx, answer.affected_device_ids);
      return answer.venue;
    },
  }),
);

deleteByIdMutation(
  'deleteVenue',
  `Deletes a venue ('${VENUE_MESSAGES.deleted}'); its devices fall back to their own zone. Answers its id.`,
  async (id, ctx) => {
    const answer = await ctx.rest.delete('/venues/{id}', { params: { id: Number(restId(id)) } });
    await sendSchedulesAndStates(ctx, answer.affected_device_ids);
    return String(answer.venue_id);
  },
);
