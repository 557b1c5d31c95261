import { type Static, Type } from 'typebox';
import { areaOperations } from './area-operations.ts';
import { errorAnswer, IdParams } from './common.ts';
import { JsonObject, Nullable, StringEnum } from './schema.ts';

/**
 * What a device last showed and said it plays, shared between gateways (issue 27): each gateway writes what it
 * hears on the broker, and a gateway asked about a device it has heard nothing of reads it here. Internal: only a
 * gateway holding the installation's key (sessionChangesKey of BROKER_SECRET) may call, and the operations are
 * hidden from the OpenAPI document.
 */

/** The largest screenshot shared, in base64 characters (a 1920 x 1080 PNG is ~1.5–5.5 M); a larger one stays in the gateway that heard it. */
export const MAX_SHARED_SCREENSHOT_CHARS = 6 * 1024 * 1024;
/** The body limit of the write: the largest screenshot and its fields. */
export const LIVE_STATE_BODY_BYTES = MAX_SHARED_SCREENSHOT_CHARS + 64 * 1024;

const receivedAt = Type.String({ format: 'date-time', description: 'When the gateway heard it.' });

export const SharedScreenshot = Type.Object(
  {
    datetime: Type.String({ maxLength: 64, description: "When the device took it, on the device's clock." }),
    thumbnail: Type.Boolean(),
    mime_type: StringEnum(['image/png', 'image/jpeg', 'image/webp']),
    image: Type.String({ maxLength: MAX_SHARED_SCREENSHOT_CHARS, description: 'The image, base64.' }),
    received_at: receivedAt,
  },
  { additionalProperties: false },
);
export type SharedScreenshot = Static<typeof SharedScreenshot>;

export const SharedPlaying = Type.Object(
  {
    report: JsonObject({
      description: 'The now-playing report as the device sent it (checked as the gateway checks it).',
    }),
    received_at: receivedAt,
  },
  { additionalProperties: false },
);
export type SharedPlaying = Static<typeof SharedPlaying>;

export const LiveState = Type.Object({
  screenshot: Nullable(SharedScreenshot),
  playing: Nullable(SharedPlaying),
});
export type LiveState = Static<typeof LiveState>;

const security = [{ gateway: [] }] as const;
const refused = {
  401: errorAnswer('Not a gateway of this installation.'),
  404: errorAnswer('No such device.'),
  422: errorAnswer('The state is not valid; msg says why.'),
};

export const liveStateOperations = areaOperations(['internal'], {
  putDeviceLiveState: {
    method: 'PUT',
    path: '/device_live_state/{id}',
    summary: 'Keep what a gateway heard of a device: its last screenshot, its now-playing report, or both',
    security,
    params: IdParams,
    body: Type.Object(
      { screenshot: Type.Optional(SharedScreenshot), playing: Type.Optional(SharedPlaying) },
      { additionalProperties: false, minProperties: 1 },
    ),
    response: { 204: Type.Null({ description: 'Kept.' }), ...refused },
  },
  getDeviceLiveState: {
    method: 'GET',
    path: '/device_live_state/{id}',
    summary: 'What any gateway last heard of a device',
    security,
    params: IdParams,
    response: { 200: LiveState, ...refused },
  },
});
