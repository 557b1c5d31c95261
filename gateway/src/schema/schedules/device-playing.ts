import { builder } from '../../builder.ts';
import type { PlayingEvent } from '../../mqtt/device-bus.ts';
import { deviceMessageFields, deviceSubscription, latestWatcher } from '../devices/live.ts';
import { ScheduleType } from './schedule.ts';

export const DevicePlayingType = builder.objectRef<PlayingEvent>('DevicePlaying').implement({
  description:
    'What a device says it plays (its playing message on devices/{id}/out): sent when what plays changes, after each echo answer and on each reconnect. The layout fields are null when it plays nothing.',
  fields: (t) => ({
    ...deviceMessageFields(t, {
      datetime: "The device's own clock when it said so.",
      receivedAt: 'When the gateway heard it.',
    }),
    layoutId: t.id({ nullable: true, resolve: (e) => (e.playing ? String(e.playing.layout_id) : null) }),
    scheduleId: t.id({ nullable: true, resolve: (e) => (e.playing ? String(e.playing.schedule_id) : null) }),
    campaignRunId: t.id({
      nullable: true,
      description: 'Set when a campaign run put the layout on screen (scheduleId is then the run id).',
      resolve: (e) => (e.playing?.campaign_run_id ? String(e.playing.campaign_run_id) : null),
    }),
    schedule: t.field({
      type: ScheduleType,
      nullable: true,
      description: 'The schedule that put the layout on screen; null when nothing plays or it is gone.',
      resolve: (e, _args, ctx) => {
        if (!e.playing || e.playing.campaign_run_id) return null;
        // One subscription lives long: each report reads the schedule as it is now, not as first loaded.
        const loader = ScheduleType.getDataloader(ctx).clear(e.playing.schedule_id);
        return loader.load(e.playing.schedule_id).catch(() => null);
      },
    }),
    since: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When that layout started playing, on its clock.',
      resolve: (e) => (e.playing ? new Date(e.playing.since) : null),
    }),
    sequencePosition: t.int({
      nullable: true,
      description: 'A sync sequence: the 0-based index of the video playing when it said so.',
      resolve: (e) => e.playing?.sequence_position ?? null,
    }),
  }),
});

deviceSubscription('devicePlaying', DevicePlayingType, {
  description:
    'What the device says it plays: the last report heard at once, then each new one. Watching shares the echo checks of devicePresence (each answer is followed by a report), so a new watcher hears from the device within one check.',
  backlog: 1,
  watcher: (ctx) => (id, push) => {
    const releaseOut = latestWatcher(ctx, 'out', (device) => ctx.devices.playing(device))(id, push);
    const releasePresence = ctx.devices.watchPresence(id, () => {});
    return () => {
      releasePresence();
      releaseOut();
    };
  },
});
