import type { EventStream } from '@signage/contract/reports';
import { builder } from '../../builder.ts';
import { DeviceType } from '../devices/device.ts';
import { PlaybackRowType, playbackReport } from './reports.ts';

/** What the device page shows of proof of play: where its events stand and what it played. */

const EventStreamType = builder.objectRef<EventStream>('EventStream').implement({
  description: "Where a device's events stand: data complete up to a time, events missing and pending.",
  fields: (t) => ({
    maxSequence: t.float({ resolve: (s) => s.max_sequence }),
    received: t.float({ resolve: (s) => s.received }),
    missing: t.float({
      description: 'Sequence numbers below the highest that never arrived.',
      resolve: (s) => s.missing,
    }),
    pending: t.exposeInt('pending', { description: 'Events still in the player backlog, as it last said.' }),
    completeUntil: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.complete_until }),
    lastBatchAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.last_batch_at }),
  }),
});

builder.objectFields(DeviceType, (t) => ({
  eventStream: t.field({
    type: EventStreamType,
    resolve: (d, _args, ctx) => ctx.rest.get('/devices/{id}/event_stream', { params: { id: d.device_id } }),
  }),
  playbackStatistics: t.field({
    type: [PlaybackRowType],
    description: 'Plays of media and audio on this device per item and day; default range the last month.',
    args: { startDate: t.arg.string(), endDate: t.arg.string() },
    resolve: async (d, args, ctx) => {
      const query = { ...args, deviceIds: [d.device_id] };
      const [media, audio] = await Promise.all([
        playbackReport(ctx, 'media', query),
        playbackReport(ctx, 'audio', query),
      ]);
      return [...media.playback, ...audio.playback].sort(
        (a, b) => a.playback_date.localeCompare(b.playback_date) || a.media_id - b.media_id,
      );
    },
  }),
}));
