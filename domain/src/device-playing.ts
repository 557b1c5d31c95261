/**
 * What a player says it plays, on its `devices/{id}/out` topic (ARCHITECTURE "Messaging"): sent when what its
 * screen plays changes, and after each echo answer, so a watcher learns it within one echo period.
 */

/** The layout on screen: which schedule put it there, since when, and for a sync sequence which video plays. */
export interface PlayingNow {
  layout_id: number;
  schedule_id: number;
  /** When it started playing (ISO 8601, the player's clock). */
  since: string;
  /** Sync sequences only: the 0-based index of the video playing when the message was sent. */
  sequence_position?: number;
}

/**
 * The message itself; `playing` is null when nothing is scheduled (the player is idle) or when its trading hours
 * have it closed (`closed: true`: the screen is off by design).
 */
export interface PlayingReport {
  command: 'playing';
  /** The player's clock when it sent the message (ISO 8601). */
  datetime: string;
  playing: PlayingNow | null;
  closed?: boolean;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * A playing message as a device sent it, checked field by field (a device's message is input like any other);
 * undefined when it is not one, or not a well-formed one.
 */
export function parsePlayingReport(payload: unknown): PlayingReport | undefined {
  const message = payload as Partial<Record<keyof PlayingReport, unknown>> | null;
  if (typeof message !== 'object' || message === null || message.command !== 'playing') return undefined;
  if (!isInstant(message.datetime)) return undefined;
  if (message.playing === null) {
    const closed = message.closed === true ? { closed: true } : {};
    return { command: 'playing', datetime: message.datetime, playing: null, ...closed };
  }
  const now = message.playing as Partial<Record<keyof PlayingNow, unknown>> | undefined;
  if (typeof now !== 'object' || now === null) return undefined;
  if (!isId(now.layout_id) || !isId(now.schedule_id) || !isInstant(now.since)) return undefined;
  const position = now.sequence_position;
  if (position !== undefined && !(Number.isSafeInteger(position) && (position as number) >= 0)) return undefined;
  return {
    command: 'playing',
    datetime: message.datetime,
    playing: {
      layout_id: now.layout_id,
      schedule_id: now.schedule_id,
      since: now.since,
      ...(position === undefined ? {} : { sequence_position: position as number }),
    },
  };
}

/**
 * Which video of a sync sequence plays `elapsedSeconds` after it started: the videos play in order, each for its
 * duration, and the sequence loops. Videos without a known duration are skipped; none known: the first.
 */
export function sequencePosition(durations: readonly (number | null)[], elapsedSeconds: number): number {
  const total = durations.reduce<number>((sum, d) => sum + (d && d > 0 ? d : 0), 0);
  if (total <= 0) return 0;
  let left = Math.max(0, elapsedSeconds) % total;
  for (const [index, duration] of durations.entries()) {
    if (!duration || duration <= 0) continue;
    if (left < duration) return index;
    left -= duration;
  }
  return 0;
}
