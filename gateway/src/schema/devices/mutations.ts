import { DEVICE_COMMANDS, type DeviceCommand, type DeviceCommandName } from '@signage/domain/device-commands';
import { MESSAGES } from '@signage/domain/messages';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { MESSAGING_UNAVAILABLE, MessagingUnavailable } from '../../mqtt/device-bus.ts';
import { restId, userError } from '../../rest/errors.ts';
import { updateMutation } from '../record-mutations.ts';
import { restUpdate } from '../rest-writes.ts';
import { DeviceType } from './device.ts';
import { sendSchedulesAndStates } from './push-desired-state.ts';

const commandName = (c: DeviceCommandName) => c.toUpperCase().replace(/-/g, '_');
export const DeviceCommandEnum = builder.enumType('DeviceCommand', {
  description: 'Remote commands (spec 02 §7 "Realtime device messaging").',
  values: Object.fromEntries(DEVICE_COMMANDS.map((c) => [commandName(c), { value: c }])) as Record<
    string,
    { value: DeviceCommandName }
  >,
});

const DeviceInput = builder.inputType('DeviceInput', {
  fields: (t) => ({
    name: t.string(),
    assetTag: t.string({ description: 'The sticker code.' }),
    tags: t.stringList(),
    licensed: t.boolean(),
    timeZone: t.string({
      description: "An IANA zone its schedules are read in; null: the installation's display time zone.",
    }),
  }),
});

/** The device as this caller may see it: 404 for a device hidden by forced tags, 403 without permission. */
export const visibleDevice = (ctx: Context, id: string | number) =>
  ctx.rest.get('/devices/{id}', { params: { id: restId(id) } });

/** What a caller is told when a command cannot go out now: the gateway cannot reach the MQTT broker. */
export const messagingUnavailable = () => userError('MESSAGING_UNAVAILABLE', MESSAGING_UNAVAILABLE);

builder.mutationField('activateDevice', (t) =>
  t.field({
    type: DeviceType,
    description:
      'Activates the player showing this key. BAD_USER_INPUT (the REST 422) for a malformed, unknown or used key.',
    args: { deviceKey: t.arg.string({ required: true }) },
    resolve: async (_root, { deviceKey }, ctx) => {
      const { device_id } = await ctx.rest.post('/devices/activate', {
        body: { device_key: deviceKey },
      });
      return visibleDevice(ctx, device_id);
    },
  }),
);

updateMutation('updateDevice', DeviceType, DeviceInput, {
  update: restUpdate(
    '/devices/{id}',
    (input) => ({
      name: input.name ?? undefined,
      asset_tag: input.assetTag ?? undefined,
      tags: input.tags ?? undefined,
      licensed: input.licensed ?? undefined,
      time_zone: input.timeZone,
    }),
    async (device, ctx, input) => {
      // New tags or a new zone change which schedules reach it and when they play: its player fetches them now.
      // Its trading hours and settings may change with them too: it gets its desired state now.
      if (input.tags != null || input.timeZone !== undefined) {
        await sendSchedulesAndStates(ctx, [device.device_id]);
      }
      return device;
    },
  ),
});

builder.mutationField('deleteDevice', (t) =>
  t.field({
    type: 'ID',
    description: 'Deletes the device and its reports; answers its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await ctx.rest.delete('/devices/{id}', { params: { id: restId(id) } });
      // A device activated again later gets a new id; its old screen is nobody's business any more.
      ctx.devices.screenshots.forget(Number(restId(id)));
      return id;
    },
  }),
);

const CommandReceiptType = builder
  .objectRef<{ deviceId: number; command: DeviceCommandName; sentAt: Date }>('DeviceCommandReceipt')
  .implement({
    description: 'The command was published to the device; its answer arrives on the device subscriptions.',
    fields: (t) => ({
      deviceId: t.id({ resolve: (r) => String(r.deviceId) }),
      command: t.field({ type: DeviceCommandEnum, resolve: (r) => r.command }),
      sentAt: t.field({ type: 'DateTime', resolve: (r) => r.sentAt }),
    }),
  });

builder.mutationField('sendDeviceCommand', (t) =>
  t.field({
    type: CommandReceiptType,
    description:
      'Publishes a command on the device\'s in topic. Needs "command devices" and a device the caller can see. `thumbnail` applies to SCREENSHOT, `mediaId` to DELETE_MEDIA.',
    args: {
      deviceId: t.arg.id({ required: true }),
      command: t.arg({ type: DeviceCommandEnum, required: true }),
      thumbnail: t.arg.boolean({ defaultValue: false }),
      mediaId: t.arg.id(),
    },
    resolve: async (_root, args, ctx) => {
      const message = commandMessage(args.command, args.thumbnail ?? false, args.mediaId);
      if (!message) {
        // Who may is answered before what is wrong with the input: a caller without the right learns no more.
        const device = await ctx.rest.get('/devices/{id}/access', { params: { id: restId(args.deviceId) } });
        if (!device.caller_can.command) throw userError('FORBIDDEN', MESSAGES.forbidden);
        throw userError('BAD_USER_INPUT', 'DELETE_MEDIA needs the mediaId of the item to delete.');
      }
      // One REST call, on every command's path: the api checks "command devices" (403) and that the caller sees
      // the device (404), and records the command in the audit trail before it goes out.
      const { device_id } = await ctx.rest.post('/devices/{id}/commands', {
        params: { id: restId(args.deviceId) },
        body: message,
      });
      // Taken before the publish: an answer heard before the broker's acknowledgement is still newer than it.
      const sentAt = new Date();
      try {
        await ctx.devices.send(device_id, message);
      } catch (error) {
        if (error instanceof MessagingUnavailable) throw messagingUnavailable();
        throw error;
      }
      return { deviceId: device_id, command: args.command, sentAt };
    },
  }),
);

/** The command as the device reads it; undefined when DELETE_MEDIA has no valid mediaId. */
function commandMessage(command: DeviceCommandName, thumbnail: boolean, mediaId: string | number | null | undefined) {
  if (command === 'screenshot') return { command, thumbnail } satisfies DeviceCommand;
  if (command === 'delete-media') {
    const media_id = Number(mediaId);
    if (!Number.isInteger(media_id) || media_id < 1) return undefined;
    return { command, media_id } satisfies DeviceCommand;
  }
  return { command } as DeviceCommand & { command: DeviceCommandName };
}
