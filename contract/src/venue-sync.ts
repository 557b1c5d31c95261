import { DRIFT_RETENTION_MS, MAX_DRIFT_SAMPLES_PER_REPORT, MAX_OFFSET_MS } from '@signage/domain/venues/clock-sync';
import { type Static, Type } from 'typebox';
import { areaOperations, bearerOperations } from './area-operations.ts';
import { activatedPlayerResponses, DateTime, IdParams, player as security } from './common.ts';
import { Nullable } from './schema.ts';

/**
 * Venue clock sync (issue 24): followers of a venue's sync master report their clock offset; operators read each
 * follower's drift over the last hour and send a resync.
 */

export const ClockSample = Type.Object(
  {
    at: Type.String({ format: 'date-time', description: "When it was measured, on the master's clock." }),
    master_device_id: Type.Integer({ minimum: 1, description: 'The master it was measured against.' }),
    offset_ms: Type.Number({
      minimum: -MAX_OFFSET_MS,
      maximum: MAX_OFFSET_MS,
      description: "The follower's clock minus the master's: positive when the follower is ahead.",
    }),
    round_trip_ms: Type.Number({ minimum: 0, maximum: 60_000, description: 'The round trip it was measured over.' }),
  },
  { additionalProperties: false },
);
export type ClockSample = Static<typeof ClockSample>;

export const ClockSampleReport = Type.Object(
  { samples: Type.Array(ClockSample, { minItems: 1, maxItems: MAX_DRIFT_SAMPLES_PER_REPORT }) },
  { additionalProperties: false },
);
export type ClockSampleReport = Static<typeof ClockSampleReport>;

const DriftPoint = Type.Object({ at: DateTime, offset_ms: Type.Number() });

export const FollowerDrift = Type.Object({
  device_id: Type.Integer(),
  name: Type.String(),
  offset_ms: Nullable(Type.Number({ description: 'The latest offset measured; null: none in the last hour.' })),
  measured_at: Nullable(DateTime),
  samples: Type.Array(DriftPoint, { description: 'The last hour, oldest first.' }),
});
export type FollowerDrift = Static<typeof FollowerDrift>;

export const VenueDrift = Type.Object(
  {
    venue_id: Type.Integer(),
    sync_master_device_id: Nullable(Type.Integer()),
    master_name: Nullable(Type.String({ description: 'The name of the sync master, when the caller may see it.' })),
    from: DateTime,
    to: DateTime,
    followers: Type.Array(FollowerDrift, { description: "The venue's other devices the caller may see." }),
  },
  { description: "Each follower's clock against the sync master's over the last hour." },
);
export type VenueDrift = Static<typeof VenueDrift>;

export const venueSyncOperations = bearerOperations(['venues'], {
  getVenueDrift: {
    method: 'GET',
    path: '/venues/{id}/drift',
    summary:
      "Each follower's clock offset from the venue's sync master over the last hour (positive: ahead of the master). Whoever may see the venue may read it.",
    params: IdParams,
    response: { 200: VenueDrift },
  },
  resyncVenue: {
    method: 'POST',
    path: '/venues/{id}/resync',
    summary:
      'Record a resync about to be sent to the followers of the venue\'s sync master over MQTT (the gateway sends `{"command": "resync"}` on each one\'s in topic): needs "command devices", leaves the audit entry, and answers the followers the caller may see. 422 when the venue has no sync master or no follower.',
    params: IdParams,
    response: {
      200: Type.Object(
        {
          msg: Type.String(),
          venue_id: Type.Integer(),
          master_device_id: Type.Integer(),
          follower_ids: Type.Array(Type.Integer()),
        },
        { description: 'Recorded; the gateway sends it.' },
      ),
    },
  },
});

export const clockSampleOperations = areaOperations(['players'], {
  reportClockSamples: {
    method: 'POST',
    path: '/players/clock_samples',
    summary: `Report clock offsets from the venue's sync master (issue 24), up to ${MAX_DRIFT_SAMPLES_PER_REPORT} per call, all stored or none. Only a follower of that master reports; samples older than ${DRIFT_RETENTION_MS / 3_600_000} hours are refused, and only the last day is kept.`,
    security,
    body: ClockSampleReport,
    response: {
      200: Type.Object({ count: Type.Integer() }, { description: 'How many samples were stored.' }),
      ...activatedPlayerResponses,
    },
  },
});
