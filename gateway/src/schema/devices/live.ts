import type { ObjectRef } from '@pothos/core';
import { isEchoReply } from '@signage/domain/device-commands';
import { builder, type SchemaTypes } from '../../builder.ts';
import type { Context } from '../../context.ts';
import type { DeviceChannel } from '../../mqtt/device-bus.ts';
import type { DeviceMessage } from '../../mqtt/device-message.ts';
import type { ScreenshotEvent } from '../../mqtt/latest-screenshots.ts';
import { Mailbox } from '../../mqtt/mailbox.ts';
import type { PresenceView } from '../../mqtt/presence.ts';
import { restId } from '../../rest/errors.ts';

/** Echo and other small replies a watcher may fall behind on before the oldest are dropped. */
const REPLY_BACKLOG = 50;

/**
 * A device message's `deviceId`, `datetime` and `receivedAt`, described in the words of the message's type (a
 * screenshot's type says it all in its own description).
 */
export const deviceMessageFields = <M extends DeviceMessage>(
  t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, M>,
  described: { datetime?: string; receivedAt?: string } = {},
) => ({
  deviceId: t.id({ resolve: (e) => String(e.deviceId) }),
  datetime: t.string({ description: described.datetime, resolve: (e) => e.datetime }),
  receivedAt: t.field({ type: 'DateTime', description: described.receivedAt, resolve: (e) => e.receivedAt }),
});

const EchoType = builder.objectRef<DeviceMessage>('DeviceEcho').implement({
  description: "A device's answer to an echo command.",
  fields: (t) =>
    deviceMessageFields(t, {
      datetime: "The device's own clock, as it sent it.",
      receivedAt: 'When the gateway received it.',
    }),
});

const ScreenshotType = builder.objectRef<ScreenshotEvent>('DeviceScreenshot').implement({
  description:
    "A device's answer to a screenshot command. Watchers get the latest one kept at once, then each new one (only the latest if they fall behind).",
  fields: (t) => ({
    ...deviceMessageFields(t),
    thumbnail: t.exposeBoolean('thumbnail'),
    mimeType: t.exposeString('mimeType'),
    image: t.exposeString('image', { description: 'Base64 image data.' }),
    dataUrl: t.string({ resolve: (e) => `data:${e.mimeType};base64,${e.image}` }),
  }),
});

export const PresenceType = builder.objectRef<PresenceView & { deviceId: number }>('DevicePresence').implement({
  description:
    'Spec 02 §4: online on any message and off after a reboot or restart; idle after 150 s without an echo reply.',
  fields: (t) => ({
    deviceId: t.id({ resolve: (p) => String(p.deviceId) }),
    online: t.exposeBoolean('online'),
    idle: t.exposeBoolean('idle'),
    lastMessageAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.lastMessageAt }),
    messagingAvailable: t.exposeBoolean('messagingAvailable', {
      description: 'False while the gateway cannot reach the MQTT broker: online is then false and commands fail.',
    }),
    checkPeriodSeconds: t.exposeInt('checkPeriodSeconds', {
      description: 'How often the gateway sends an echo: 150, or 20 while waiting for a device to come back.',
    }),
  }),
});

/**
 * A subscriber's mailbox fed from one device channel. Watching needs what viewing the device needs (403 or 404
 * otherwise, checked together with the other watchers subscribing at the same time); the broker subscription is
 * released when the subscriber goes away.
 */
async function watch<T>(
  ctx: Context,
  id: string | number,
  capacity: number,
  attach: (deviceId: number, push: (event: T) => void) => () => void,
): Promise<Mailbox<T>> {
  const deviceId = Number(restId(id));
  await ctx.liveGuard.seesDevice(ctx.token, deviceId);
  // Watching lasts only while viewing the device stays allowed (sign-out, demotion, forced tags).
  ctx.live?.recheckDevices([deviceId]);
  let release = () => {};
  const box = new Mailbox<T>(capacity, () => release());
  release = attach(deviceId, (event) => box.push(event));
  return box;
}

function channelWatcher<T>(
  ctx: Context,
  channel: DeviceChannel,
  map: (deviceId: number, payload: unknown) => T | undefined,
) {
  return (deviceId: number, push: (event: T) => void) =>
    ctx.devices.listen(deviceId, channel, (payload) => {
      const event = map(deviceId, payload);
      if (event !== undefined) push(event);
    });
}

/**
 * What the bus keeps of a channel (parsed once as it arrives, whoever watches): the latest at once, then each new
 * one as the channel hears it.
 */
export function latestWatcher<T>(ctx: Context, channel: DeviceChannel, latest: (deviceId: number) => T | undefined) {
  return (deviceId: number, push: (event: T) => void) => {
    const heard = ctx.devices.hearing(deviceId, channel);
    let last = latest(deviceId);
    if (last) push(last);
    const pushNewer = () => {
      const kept = latest(deviceId);
      if (kept && kept !== last) push(kept);
      last = kept;
    };
    const release = ctx.devices.listen(deviceId, channel, pushNewer);
    let released = false;
    // Not heard here until now: another gateway may have heard a later one (docs/scaling.md).
    if (!heard) void ctx.devices.recall(deviceId, channel).then(() => released || pushNewer());
    return () => {
      released = true;
      release();
    };
  };
}

/**
 * A subscription to one device's events (`deviceId: ID!`), checked and released as `watch` does: a mailbox of
 * `backlog` events fed by what `watcher` attaches to the device.
 */
export function deviceSubscription<T>(
  name: string,
  type: ObjectRef<SchemaTypes, T>,
  options: {
    description: string;
    backlog: number;
    watcher: (ctx: Context) => (deviceId: number, push: (event: T) => void) => () => void;
  },
) {
  builder.subscriptionField(name, (t) =>
    t.field({
      // Generic here, so Pothos cannot check the event against the type; the callers' `T` ties them.
      type: type as ObjectRef<SchemaTypes, unknown>,
      description: options.description,
      args: { deviceId: t.arg.id({ required: true }) },
      subscribe: (_root, { deviceId }, ctx) => watch<T>(ctx, deviceId, options.backlog, options.watcher(ctx)),
      resolve: (event) => event,
    }),
  );
}

deviceSubscription('deviceEcho', EchoType, {
  description: 'Echo replies from the device (send one with sendDeviceCommand(command: ECHO)).',
  backlog: REPLY_BACKLOG,
  watcher: (ctx) =>
    channelWatcher(ctx, 'out', (id, payload) =>
      isEchoReply(payload)
        ? { deviceId: id, datetime: (payload as { datetime: string }).datetime, receivedAt: new Date() }
        : undefined,
    ),
});

deviceSubscription('deviceScreenshot', ScreenshotType, {
  description:
    'Screenshots from the device (request one with sendDeviceCommand(command: SCREENSHOT)). The answer is kept, so a subscription started just after the request still gets it.',
  backlog: 1,
  watcher: (ctx) => latestWatcher(ctx, 'screenshot', (id) => ctx.devices.screenshots.latest(id)),
});

deviceSubscription('devicePresence', PresenceType, {
  description:
    'The current presence at once, then each change. Watching sends an echo now and every check period, shared by all watchers of the device.',
  backlog: 1,
  watcher: (ctx) => (id, push) => ctx.devices.watchPresence(id, (view) => push({ ...view, deviceId: id })),
});
