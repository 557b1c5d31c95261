import type { ClockSample } from '@signage/contract/venue-sync';
import { parseSyncTopic, syncPingFilter, syncTopic } from '@signage/domain/device-topics';
import {
  bestEstimate,
  type OffsetEstimate,
  type RoundTrip,
  SYNC_BURST,
  SYNC_PONG_TIMEOUT_MS,
  SYNC_SAMPLE_EVERY_MS,
  type SyncRole,
} from '@signage/domain/venues/clock-sync';

/**
 * A player's clock as a simulation has it: the host's clock off by `skewMs`, running `driftPpm` fast (parts per
 * million, so the offset grows as it runs), plus the correction a resync set. `now()` is what the player reads.
 */
export class SimulatedClock {
  readonly #startedAt = Date.now();
  /** What a resync added to set it to its master's. */
  correctionMs = 0;

  constructor(
    private readonly skewMs = 0,
    private readonly driftPpm = 0,
  ) {}

  now(): number {
    const host = Date.now();
    return host + this.skewMs + ((host - this.#startedAt) * this.driftPpm) / 1e6 + this.correctionMs;
  }
}

interface Transport {
  publish(topic: string, payload: object): void;
  subscribe(filter: string): void;
  unsubscribe(filter: string): void;
}

/**
 * The player's side of its venue's clock sync (issue 24). A master answers the pings addressed to it; a follower
 * pings its master every `everyMs` in bursts of SYNC_BURST, keeps the round trip with the shortest path, and
 * hands the sample to `report`. `resync()` measures and sets the clock to the master's.
 */
export class ClockSync {
  #role: SyncRole | null = null;
  #deviceId: number | undefined;
  #timer: NodeJS.Timeout | undefined;
  #measuring: Promise<OffsetEstimate | undefined> | undefined;
  readonly #pending = new Map<number, (trip: RoundTrip) => void>();
  #nextPing = 1;

  constructor(
    private readonly clock: SimulatedClock,
    private readonly transport: Transport,
    private readonly report: (sample: ClockSample) => Promise<unknown>,
    private readonly everyMs = SYNC_SAMPLE_EVERY_MS,
    private readonly log: (line: string) => void = () => {},
  ) {}

  get role(): SyncRole | null {
    return this.#role;
  }

  /** Takes up a role from the desired state (null: none), subscribing to what is addressed to it. */
  setRole(deviceId: number, role: SyncRole | null) {
    const same =
      this.#deviceId === deviceId &&
      this.#role?.role === role?.role &&
      this.#role?.master_device_id === role?.master_device_id &&
      this.#role?.venue_id === role?.venue_id;
    if (same) return;
    this.#leave();
    this.#deviceId = deviceId;
    this.#role = role;
    this.#join();
  }

  /** After a broker (re)connect: subscriptions are made again. */
  connected() {
    this.#join();
  }

  stop() {
    this.#leave();
    this.#role = null;
  }

  #filter(): string | undefined {
    const role = this.#role;
    if (!role || this.#deviceId === undefined) return undefined;
    return role.role === 'master' ? syncPingFilter(this.#deviceId) : syncTopic(role.master_device_id, this.#deviceId);
  }

  #join() {
    const filter = this.#filter();
    if (!filter) return;
    this.transport.subscribe(filter);
    clearInterval(this.#timer);
    if (this.#role?.role === 'follower') {
      this.#timer = setInterval(() => void this.sample(), this.everyMs);
      this.#timer.unref();
      void this.sample();
    }
  }

  #leave() {
    clearInterval(this.#timer);
    this.#timer = undefined;
    const filter = this.#filter();
    if (filter) this.transport.unsubscribe(filter);
  }

  /** A message on a sync topic: a ping to answer (master) or a pong to a ping of ours (follower). */
  handle(topic: string, message: Record<string, unknown>): boolean {
    const addressed = parseSyncTopic(topic);
    if (!addressed || addressed.to !== this.#deviceId || !this.#role) return addressed !== undefined;
    const received = this.clock.now();
    if (this.#role.role === 'master') {
      const t1 = message.t1;
      if (typeof t1 !== 'number' || !Number.isFinite(t1)) return true;
      this.transport.publish(syncTopic(this.#deviceId, addressed.from), {
        id: message.id,
        t1,
        t2: received,
        t3: this.clock.now(),
      });
      return true;
    }
    if (addressed.from !== this.#role.master_device_id) return true;
    const { id, t1, t2, t3 } = message;
    if (typeof id !== 'number' || typeof t1 !== 'number' || typeof t2 !== 'number' || typeof t3 !== 'number') {
      return true;
    }
    this.#pending.get(id)?.({ t1, t2, t3, t4: received });
    return true;
  }

  #ping(masterId: number): Promise<RoundTrip | undefined> {
    const id = this.#nextPing++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        resolve(undefined);
      }, SYNC_PONG_TIMEOUT_MS);
      this.#pending.set(id, (trip) => {
        clearTimeout(timer);
        this.#pending.delete(id);
        resolve(trip);
      });
      this.transport.publish(syncTopic(this.#deviceId!, masterId), { id, t1: this.clock.now() });
    });
  }

  /** A burst of round trips, one after another; the estimate of the shortest. */
  measure(): Promise<OffsetEstimate | undefined> {
    if (this.#measuring) return this.#measuring;
    const measuring = this.#burst().finally(() => {
      if (this.#measuring === measuring) this.#measuring = undefined;
    });
    this.#measuring = measuring;
    return measuring;
  }

  async #burst(): Promise<OffsetEstimate | undefined> {
    const trips: RoundTrip[] = [];
    for (let i = 0; i < SYNC_BURST; i++) {
      const role = this.#role;
      if (role?.role !== 'follower') break;
      const trip = await this.#ping(role.master_device_id);
      if (trip) trips.push(trip);
    }
    return bestEstimate(trips);
  }

  /** Measures and reports one sample (a follower, every `everyMs`). */
  async sample(): Promise<OffsetEstimate | undefined> {
    const estimate = await this.measure();
    const role = this.#role;
    if (!estimate || role?.role !== 'follower') return estimate;
    const at = new Date(this.clock.now() - estimate.offsetMs).toISOString();
    await this.report({
      at,
      master_device_id: role.master_device_id,
      offset_ms: estimate.offsetMs,
      round_trip_ms: estimate.roundTripMs,
    }).catch((error: Error) => this.log(`clock sample report: ${error.message}`));
    return estimate;
  }

  /** Sets its clock to its master's, then reports a fresh sample. Answers the offset it corrected. */
  async resync(): Promise<number | undefined> {
    const estimate = await this.measure();
    if (!estimate) return undefined;
    this.clock.correctionMs -= estimate.offsetMs;
    this.log(`resync: clock corrected by ${(-estimate.offsetMs).toFixed(1)} ms`);
    await this.sample();
    return estimate.offsetMs;
  }
}
