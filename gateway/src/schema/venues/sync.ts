import type { FollowerDrift, VenueDrift } from '@signage/contract/venue-sync';
import { builder } from '../../builder.ts';
import { restId } from '../../rest/errors.ts';
import { messagingUnavailable } from '../devices/mutations.ts';
import { VenueType } from './venue.ts';

const DriftPointType = builder.objectRef<{ at: string; offset_ms: number }>('DriftPoint').implement({
  description: "One measurement of a follower's clock against its sync master's.",
  fields: (t) => ({
    at: t.field({ type: 'DateTime', resolve: (p) => new Date(p.at) }),
    offsetMs: t.float({ description: 'Follower minus master, in ms (positive: ahead).', resolve: (p) => p.offset_ms }),
  }),
});

const FollowerDriftType = builder.objectRef<FollowerDrift>('FollowerDrift').implement({
  description: "A follower of the venue's sync master and its clock drift over the last hour.",
  fields: (t) => ({
    deviceId: t.id({ resolve: (f) => String(f.device_id) }),
    name: t.exposeString('name'),
    offsetMs: t.float({
      nullable: true,
      description: 'The latest offset (ms, positive: ahead of the master); null: none in the last hour.',
      resolve: (f) => f.offset_ms,
    }),
    measuredAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (f) => (f.measured_at ? new Date(f.measured_at) : null),
    }),
    samples: t.field({
      type: [DriftPointType],
      description: 'The last hour, oldest first.',
      resolve: (f) => f.samples,
    }),
  }),
});

const VenueSyncType = builder.objectRef<VenueDrift>('VenueSync').implement({
  description: "The venue's clock sync (issue 24): its sync master and each follower's drift over the last hour.",
  fields: (t) => ({
    masterDeviceId: t.id({
      nullable: true,
      resolve: (s) => (s.sync_master_device_id === null ? null : String(s.sync_master_device_id)),
    }),
    masterName: t.string({
      nullable: true,
      description: 'The name of the sync master, when you may see it.',
      resolve: (s) => s.master_name,
    }),
    from: t.field({ type: 'DateTime', resolve: (s) => new Date(s.from) }),
    to: t.field({ type: 'DateTime', resolve: (s) => new Date(s.to) }),
    followers: t.field({ type: [FollowerDriftType], resolve: (s) => s.followers }),
  }),
});

builder.objectField(VenueType, 'sync', (t) =>
  t.field({
    type: VenueSyncType,
    description: 'Clock sync: whoever may see the venue sees its drift.',
    resolve: (v, _args, ctx) => ctx.rest.get('/venues/{id}/drift', { params: { id: v.venue_id } }),
  }),
);

const ResyncVenuePayload = builder
  .objectRef<{ msg: string; venueId: number; followerIds: number[]; sent: number }>('ResyncVenuePayload')
  .implement({
    fields: (t) => ({
      message: t.string({ description: 'For example "Resync sent to 2 followers."', resolve: (p) => p.msg }),
      venue: t.field({ type: VenueType, resolve: (p) => p.venueId as never }),
      followerIds: t.idList({ resolve: (p) => p.followerIds.map(String) }),
      sent: t.int({ description: 'How many resync commands the broker accepted.', resolve: (p) => p.sent }),
    }),
  });

builder.mutationField('resyncVenue', (t) =>
  t.field({
    type: ResyncVenuePayload,
    description:
      'Sends `resync` on the in topic of each follower of the venue\'s sync master (those you may see): each measures its clock against the master\'s and sets it to it. Needs "command devices"; audited.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      // The api checks the right and the venue, answers the followers and leaves the audit entry first.
      const answer = await ctx.rest.post('/venues/{id}/resync', { params: { id: Number(restId(id)) } });
      if (!ctx.devices.messagingAvailable) throw messagingUnavailable();
      const results = await Promise.allSettled(
        answer.follower_ids.map((deviceId) =>
          ctx.devices.send(deviceId, { command: 'resync', master_device_id: answer.master_device_id }),
        ),
      );
      const sent = results.filter((r) => r.status === 'fulfilled').length;
      if (sent === 0) throw messagingUnavailable();
      return { msg: answer.msg, venueId: answer.venue_id, followerIds: answer.follower_ids, sent };
    },
  }),
);
