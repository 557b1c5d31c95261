import type { KeyObject } from 'node:crypto';
import { type LicenceStatus, type LicenceTerms, licenceStatus } from '@signage/domain/licence';
import { sql } from 'kysely';
import type { CacheBus } from '../db/cache-bus.ts';
import type { Db } from '../db/database.ts';
import { verifyLicence } from './verify.ts';

/** How long a status is reused before it is read again: other processes' writes show within this. */
const STATUS_TTL_MS = 5_000;

export interface InstalledLicence {
  terms: LicenceTerms | undefined;
  verified: boolean;
  dateUploaded: Date | null;
}

export interface LicenceReading {
  installed: InstalledLicence;
  status: LicenceStatus;
}

/**
 * Says whether a licensed device is beyond the licence: the first device that is (in the order devices keep
 * their licence: earliest activated first, then by id), or nothing when every licensed device is within it.
 */
export interface SeatCutoff {
  device_id: number;
  date_activated: Date | null;
}

/** A device row as far as its licence goes. */
interface SeatRow {
  device_id: number;
  licensed: boolean;
  date_activated: Date | null;
}

/** True when `row` is licensed but at or after the cutoff (a null activation date sorts last). */
export function isOverLicence(row: SeatRow, cutoff: SeatCutoff | undefined): boolean {
  if (!row.licensed || !cutoff) return false;
  const mine = row.date_activated?.getTime() ?? Number.POSITIVE_INFINITY;
  const theirs = cutoff.date_activated?.getTime() ?? Number.POSITIVE_INFINITY;
  return mine > theirs || (mine === theirs && row.device_id >= cutoff.device_id);
}

/**
 * The installation's licence as the service sees it: the newest accepted file, verified again on every read
 * (so a row changed in the database or a changed product key reads as invalid), and the count of licensed
 * devices it is measured against. The status is cached for a few seconds and dropped after any such write of
 * any api process (the CacheBus), so the licence-problem header follows an upload or a device licensed at once.
 */
export class LicenceBook {
  #cached: { at: number; reading: Promise<LicenceReading> } | undefined;

  readonly #bus: CacheBus | undefined;

  constructor(
    private readonly db: Db,
    readonly publicKey: KeyObject,
    private readonly now: () => Date = () => new Date(),
    bus?: CacheBus,
  ) {
    this.#bus = bus;
    bus?.on('licence', () => {
      this.#cached = undefined;
    });
  }

  /** Forget the cached status (after a write that may have changed it), in every api process. */
  invalidate() {
    this.#cached = undefined;
    this.#bus?.publish('licence');
  }

  read(): Promise<LicenceReading> {
    const at = Date.now();
    if (this.#cached && at - this.#cached.at < STATUS_TTL_MS) return this.#cached.reading;
    const reading = this.#load();
    this.#cached = { at, reading };
    // A failed read is not kept: the next request tries again.
    reading.catch(() => {
      if (this.#cached?.reading === reading) this.#cached = undefined;
    });
    return reading;
  }

  async installed(): Promise<InstalledLicence> {
    const row = await this.db
      .selectFrom('licences')
      .select(['file', 'holder', 'devices', 'expires', 'date_uploaded'])
      .orderBy('licence_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return { terms: undefined, verified: false, dateUploaded: null };
    const terms = verifyLicence(row.file, this.publicKey);
    if (terms) return { terms, verified: true, dateUploaded: row.date_uploaded };
    // The stored file no longer verifies: keep what its row says for the page, and call it invalid.
    return {
      terms: { holder: row.holder, devices: row.devices, expires: row.expires.toISOString() },
      verified: false,
      dateUploaded: row.date_uploaded,
    };
  }

  async #load(): Promise<LicenceReading> {
    const installed = await this.installed();
    const { count } = await this.db
      .selectFrom('devices')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('activated', '=', true)
      .where('licensed', '=', true)
      .executeTakeFirstOrThrow();
    const status = licenceStatus({
      terms: installed.terms,
      verified: installed.verified,
      licensedDevices: Number(count),
      now: this.now(),
    });
    return { installed, status };
  }

  /** True while the licence is a problem: every answer then carries the licence-problem header. */
  async hasProblem(): Promise<boolean> {
    return !(await this.read()).status.isValid;
  }

  /** The first licensed device beyond the limit in force, if any (see `isOverLicence`). */
  async seatCutoff(): Promise<SeatCutoff | undefined> {
    const { status } = await this.read();
    if (status.overBy === 0) return undefined;
    return this.db
      .selectFrom('devices')
      .select(['device_id', 'date_activated'])
      .where('activated', '=', true)
      .where('licensed', '=', true)
      .orderBy(sql`date_activated asc nulls last`)
      .orderBy('device_id', 'asc')
      .offset(status.deviceLimit)
      .limit(1)
      .executeTakeFirst();
  }
}
