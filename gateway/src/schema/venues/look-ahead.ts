import type { AnswerOf } from '@signage/contract/api';
import type { venueOperations } from '@signage/contract/venues';
import { builder } from '../../builder.ts';
import { describedEnumValues } from '../enum-values.ts';
import { VenueType } from './venue.ts';

type LookAhead = AnswerOf<typeof venueOperations.getVenueLookAhead>;

const ClockChangeKindEnum = builder.enumType('ClockChangeKind', {
  values: describedEnumValues({
    skipped: 'Spring forward: a stretch of wall time never happens.',
    repeated: 'Fall back: a stretch of wall time happens twice.',
  }),
});

const DaylightSavingChangeType = builder
  .objectRef<LookAhead['daylight_saving_changes'][number]>('DaylightSavingChange')
  .implement({
    description: "A change of the venue's clocks.",
    fields: (t) => ({
      at: t.field({ type: 'DateTime', resolve: (c) => c.at }),
      kind: t.field({ type: ClockChangeKindEnum, resolve: (c) => c.kind }),
      offsetBeforeMinutes: t.exposeInt('offset_before_minutes'),
      offsetAfterMinutes: t.exposeInt('offset_after_minutes'),
      wallFrom: t.exposeString('wall_from', { description: 'First wall-clock time skipped or repeated.' }),
      wallTo: t.exposeString('wall_to'),
    }),
  });

const LookAheadEntryType = builder.objectRef<LookAhead['entries'][number]>('VenueLookAheadEntry').implement({
  description: "A schedule reaching the venue's devices in the next 14 days.",
  fields: (t) => ({
    scheduleId: t.id({ resolve: (e) => String(e.schedule_id) }),
    name: t.exposeString('name'),
    start: t.exposeString('start', { description: 'Wall clock in the venue.' }),
    end: t.exposeString('end'),
    deviceIds: t.idList({ resolve: (e) => e.device_ids.map(String) }),
    problems: t.stringList({
      description: 'A start or end in an hour the clocks skip or repeat.',
      resolve: (e) => e.problems,
    }),
  }),
});

const VenueLookAheadType = builder.objectRef<LookAhead>('VenueLookAhead').implement({
  description: "The next 14 days of what the venue's devices play, with its daylight-saving changes.",
  fields: (t) => ({
    timeZone: t.exposeString('time_zone'),
    from: t.field({ type: 'DateTime', resolve: (l) => l.from }),
    to: t.field({ type: 'DateTime', resolve: (l) => l.to }),
    daylightSavingChanges: t.field({ type: [DaylightSavingChangeType], resolve: (l) => l.daylight_saving_changes }),
    entries: t.field({ type: [LookAheadEntryType], resolve: (l) => l.entries }),
  }),
});

builder.objectField(VenueType, 'lookAhead', (t) =>
  t.field({
    type: VenueLookAheadType,
    description: 'From `from` (default now), 14 days.',
    args: { from: t.arg({ type: 'DateTime' }) },
    resolve: (v, { from }, ctx) =>
      ctx.rest.get('/venues/{id}/look_ahead', {
        params: { id: v.venue_id },
        query: { from: from ? new Date(from as string | Date).toISOString() : undefined },
      }),
  }),
);
