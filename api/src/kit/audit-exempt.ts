/**
 * Write routes (non-GET) that leave no audit entry, each with its reason. Every other non-GET route is audited
 * by the audit hook without its author doing anything; tests/integration/audit-coverage.test.ts walks the OpenAPI
 * document and fails for a write route that is neither audited nor listed here.
 */
export const AUDIT_EXEMPT: Readonly<Record<string, string>> = {
  previewSchedule: 'a dry run: answers what a save would do and saves nothing',
  previewTagObjects: 'a dry run: answers what a bulk change would do and changes nothing',
  resolveDataLinks: 'a read sent as POST (the values to resolve are too many for a query string)',
  resolvePlayerDataLinks: 'a read sent as POST by a player',
  playerCheckin: 'player telemetry: a contact every few seconds per player, kept on the device row',
  reportSystemInfo: 'player telemetry, kept in its own table',
  reportActivity: 'player telemetry, kept in its own table',
  reportConnectivity: 'player telemetry, kept in its own table',
  reportPlayback: 'player telemetry, kept in its own table',
  reportDesiredState: 'player telemetry: the version a player applied or failed, kept in device_desired_state',
  reportClockSamples: 'player telemetry: clock offsets from the venue sync master, kept in their own table for a day',
  reportPlayerEvents: 'player telemetry: the event store is its own record (idempotency keys, sequence numbers)',
};
