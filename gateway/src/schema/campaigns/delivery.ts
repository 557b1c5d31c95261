import type { RunDelivery } from '@signage/contract/campaigns';
import { builder } from '../../builder.ts';
import { CampaignRunType } from './campaign.ts';

type Delivery = RunDelivery & { proof_of_play_url: string };
type VenueDelivery = Delivery['venues'][number];

type DeviceDelivery = VenueDelivery['devices'][number] & { venue_id: number };

const DeviceDeliveryType = builder.objectRef<DeviceDelivery>('DeviceDelivery').implement({
  fields: (t) => ({
    venueId: t.id({ description: 'The venue it played in.', resolve: (d) => String(d.venue_id) }),
    deviceId: t.id({ resolve: (d) => String(d.device_id) }),
    name: t.exposeString('name'),
    plays: t.exposeInt('plays'),
  }),
});

const VenueDeliveryType = builder.objectRef<VenueDelivery>('VenueDelivery').implement({
  fields: (t) => ({
    venueId: t.id({ resolve: (v) => String(v.venue_id) }),
    name: t.exposeString('name'),
    plays: t.exposeInt('plays'),
    devices: t.field({
      type: [DeviceDeliveryType],
      resolve: (v) => v.devices.map((d) => ({ ...d, venue_id: v.venue_id })),
    }),
  }),
});

const RunDeliveryType = builder.objectRef<Delivery>('RunDelivery').implement({
  description:
    "Plays delivered per venue and device against the run's dates, from the players' reports, with a forecast.",
  fields: (t) => ({
    plays: t.exposeInt('plays'),
    forecast: t.int({
      nullable: true,
      description: 'Plays by its end at the rate so far.',
      resolve: (d) => d.forecast,
    }),
    elapsed: t.exposeFloat('elapsed', { description: 'Share of the run elapsed, 0 to 1.' }),
    venues: t.field({ type: [VenueDeliveryType], resolve: (d) => d.venues }),
    devices: t.field({
      type: [DeviceDeliveryType],
      description: 'Every device of every venue, flat (each names its venue): one level less to ask for.',
      resolve: (d) => d.venues.flatMap((v) => v.devices.map((device) => ({ ...device, venue_id: v.venue_id }))),
    }),
    proofOfPlayUrl: t.string({
      description: 'The REST address of its proof-of-play CSV (send your bearer token).',
      resolve: (d) => d.proof_of_play_url,
    }),
  }),
});

builder.objectField(CampaignRunType, 'delivery', (t) =>
  t.field({
    type: RunDeliveryType,
    resolve: async (r, _args, ctx) => {
      const answer = await ctx.rest.get('/campaigns/{id}/runs/{run_id}/delivery', {
        params: { id: r.campaign_id, run_id: r.campaign_run_id },
      });
      return {
        ...answer,
        proof_of_play_url: `/api/campaigns/${r.campaign_id}/runs/${r.campaign_run_id}/proof_of_play.csv`,
      };
    },
  }),
);
