/** An upload refused by a probe (probe.ts, touch-app.ts), carrying the message the uploader sees. */
export class ProbeError extends Error {}
