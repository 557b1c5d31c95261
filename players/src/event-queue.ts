import { randomBytes } from 'node:crypto';
import type { PlayerEvent, PlayerEventBatch } from '@signage/contract/reports';
import { zoneOffsetMinutes } from '@signage/domain/reports';

export type EventFields =
  | { kind: 'playback'; media_id: number }
  | { kind: 'touch'; event_name: string; media_uri: string; media_id?: number }
  | { kind: 'connectivity'; event_name: 'online' | 'offline' };

export interface EventQueueOptions {
  /** Sends one batch (POST /api/players/events); a throw keeps the batch in the backlog for the next flush. */
  send: (batch: PlayerEventBatch) => Promise<unknown>;
  /** The first sequence number (one more than the last a previous run used); 1 by default. */
  firstSequence?: number;
  /** Events per batch (the api takes up to 10,000). */
  maxBatch?: number;
  /** Events kept while the service cannot be reached; past it the oldest are dropped (the api sees the gap). */
  maxBacklog?: number;
}

/**
 * A player's proof-of-play outbox (issue 26): each event gets the next per-device sequence number and its UTC
 * time, offset and zone when it happens, and waits in a backlog until the service takes it. Batches go oldest
 * first, each under an idempotency key made of this run's id and its sequence range, so a batch sent again after
 * a lost answer is stored once; a failed send keeps the backlog for the next flush (check-in, reconnect, the next
 * event), and `pending` tells the service how many are still waiting.
 */
export class PlayerEventQueue {
  readonly #options: Required<Omit<EventQueueOptions, 'firstSequence'>>;
  readonly #run = randomBytes(4).toString('hex');
  #next: number;
  #backlog: PlayerEvent[] = [];
  #dropped = 0;
  #flushing: Promise<number> | undefined;

  constructor(options: EventQueueOptions) {
    this.#options = { maxBatch: 1000, maxBacklog: 100_000, ...options };
    this.#next = options.firstSequence ?? 1;
  }

  /** Events waiting to be sent. */
  get pending() {
    return this.#backlog.length;
  }

  /** Events dropped because the backlog was full: gaps the service reports as missing. */
  get dropped() {
    return this.#dropped;
  }

  /** The sequence number the next event gets: keep it to continue after a restart. */
  get nextSequence() {
    return this.#next;
  }

  /** Queues an event that happened at `at` on a player in `timeZone` (an IANA name or a fixed +hh:mm offset). */
  record(fields: EventFields, at: Date, timeZone: string): PlayerEvent {
    let offset = 0;
    try {
      offset = zoneOffsetMinutes(at.getTime(), timeZone);
    } catch {
      // A zone this runtime does not know: UTC, and the zone still named.
    }
    const event: PlayerEvent = {
      sequence: this.#next++,
      occurred_at: at.toISOString(),
      utc_offset_minutes: offset,
      time_zone: timeZone.slice(0, 64),
      ...fields,
    };
    this.#backlog.push(event);
    const over = this.#backlog.length - this.#options.maxBacklog;
    if (over > 0) {
      this.#backlog.splice(0, over);
      this.#dropped += over;
    }
    return event;
  }

  /**
   * Sends the backlog, a batch at a time, oldest first; stops at the first failure and keeps what is left.
   * Answers how many events were sent. Calls while a flush runs join it.
   */
  flush(): Promise<number> {
    this.#flushing ??= this.#send().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  async #send() {
    let sent = 0;
    while (this.#backlog.length) {
      const events = this.#backlog.slice(0, this.#options.maxBatch);
      const first = events[0]!.sequence;
      const last = events[events.length - 1]!.sequence;
      await this.#options.send({
        idempotency_key: `${this.#run}-${first}-${last}`,
        pending: this.#backlog.length - events.length,
        events,
      });
      // Events recorded meanwhile were pushed behind these; drop exactly the ones sent (unless dropped as overflow).
      const index = this.#backlog.findIndex((e) => e.sequence === last);
      this.#backlog.splice(0, index + 1);
      sent += events.length;
    }
    return sent;
  }
}
