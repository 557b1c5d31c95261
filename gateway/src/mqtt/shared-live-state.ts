import {
  type LiveState,
  MAX_SHARED_SCREENSHOT_CHARS,
  type SharedPlaying,
  type SharedScreenshot,
} from '@signage/contract/live-state';
import { parsePlayingReport } from '@signage/domain/device-playing';
import type { Dispatcher } from 'undici';
import type { ScreenshotEvent } from './latest-screenshots.ts';
import type { PlayingEvent } from './playing-event.ts';

/**
 * A report whose content has not changed is written again after this long, so a reader can tell a device that
 * still says so from one last heard long ago.
 */
export const PLAYING_REFRESH_MS = 5 * 60_000;
/** A shared report older than this is not shown by a gateway that heard nothing itself (two refreshes missed). */
export const PLAYING_SHARED_FRESH_MS = 2 * PLAYING_REFRESH_MS;
/** Writes in flight at once: what a burst of screenshots may take of the api. */
const MAX_IN_FLIGHT = 4;
/** Devices waiting to be written; past this the oldest wait is dropped (the state is a view, not a record). */
const MAX_WAITING = 10_000;
const TIMEOUT_MS = 10_000;

/** What a gateway with nothing in memory learns of a device from the others. */
export interface Recalled {
  screenshot?: ScreenshotEvent;
  playing?: PlayingEvent;
}

/** How gateways share the last screenshot and now-playing report of each device (docs/scaling.md). */
export interface SharedLiveState {
  screenshotHeard(shot: ScreenshotEvent): void;
  playingHeard(event: PlayingEvent): void;
  recall(deviceId: number): Promise<Recalled>;
}

type Write = { screenshot?: SharedScreenshot; playing?: SharedPlaying };

/** The content of a report without the player's clock, which changes with every report. */
const contentOf = (event: PlayingEvent) =>
  JSON.stringify({ playing: event.playing, closed: event.closed ?? false, audio: event.audio ?? null });

/**
 * The api's device_live_state (contract/live-state.ts), written with the installation's gateway key. Writes are
 * coalesced per device (the latest waiting write replaces an earlier one), few at a time and bounded; a report
 * that says what the last one said is written only every PLAYING_REFRESH_MS. A failed write is dropped: the next
 * message heard writes again. Recalls of one device at the same moment share one request.
 */
export class ApiSharedLiveState implements SharedLiveState {
  readonly #waiting = new Map<number, Write>();
  readonly #writing = new Set<number>();
  readonly #recalls = new Map<number, Promise<Recalled>>();
  readonly #lastPlaying = new Map<number, { content: string; at: number }>();
  #inFlight = 0;

  constructor(
    private readonly api: Dispatcher,
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  screenshotHeard(shot: ScreenshotEvent): void {
    if (shot.image.length > MAX_SHARED_SCREENSHOT_CHARS) return;
    this.#queue(shot.deviceId, {
      screenshot: {
        datetime: shot.datetime.slice(0, 64),
        thumbnail: shot.thumbnail,
        mime_type: shot.mimeType as SharedScreenshot['mime_type'],
        image: shot.image,
        received_at: shot.receivedAt.toISOString(),
      },
    });
  }

  playingHeard(event: PlayingEvent): void {
    const content = contentOf(event);
    const last = this.#lastPlaying.get(event.deviceId);
    const at = event.receivedAt.getTime();
    if (last && last.content === content && at - last.at < PLAYING_REFRESH_MS) return;
    // Bounded like the writes: a gateway that heard many devices forgets the oldest first.
    if (!last && this.#lastPlaying.size >= MAX_WAITING)
      this.#lastPlaying.delete(this.#lastPlaying.keys().next().value!);
    this.#lastPlaying.set(event.deviceId, { content, at });
    const { deviceId: _id, receivedAt: _at, ...report } = event;
    this.#queue(event.deviceId, { playing: { report, received_at: event.receivedAt.toISOString() } });
  }

  recall(deviceId: number): Promise<Recalled> {
    let pending = this.#recalls.get(deviceId);
    if (!pending) {
      pending = this.#read(deviceId).finally(() => this.#recalls.delete(deviceId));
      this.#recalls.set(deviceId, pending);
    }
    return pending;
  }

  async #read(deviceId: number): Promise<Recalled> {
    try {
      const answer = await this.api.request({
        method: 'GET',
        path: `/api/device_live_state/${deviceId}`,
        headers: { authorization: `Bearer ${this.key}` },
        headersTimeout: TIMEOUT_MS,
        bodyTimeout: TIMEOUT_MS,
      });
      if (answer.statusCode !== 200) {
        await answer.body.dump();
        return {};
      }
      return recalled(deviceId, (await answer.body.json()) as LiveState, this.now());
    } catch {
      // The api is unreachable: the watcher waits for the device, as with one gateway.
      return {};
    }
  }

  #queue(deviceId: number, write: Write) {
    const waiting = this.#waiting.get(deviceId);
    if (waiting) this.#waiting.delete(deviceId);
    else if (this.#waiting.size >= MAX_WAITING) this.#waiting.delete(this.#waiting.keys().next().value!);
    this.#waiting.set(deviceId, { ...waiting, ...write });
    this.#pump();
  }

  #pump() {
    for (const [deviceId, write] of this.#waiting) {
      if (this.#inFlight >= MAX_IN_FLIGHT) return;
      // One write per device at a time, so two cannot land out of order.
      if (this.#writing.has(deviceId)) continue;
      this.#waiting.delete(deviceId);
      this.#writing.add(deviceId);
      this.#inFlight++;
      void this.#write(deviceId, write).finally(() => {
        this.#writing.delete(deviceId);
        this.#inFlight--;
        this.#pump();
      });
    }
  }

  async #write(deviceId: number, write: Write) {
    try {
      const answer = await this.api.request({
        method: 'PUT',
        path: `/api/device_live_state/${deviceId}`,
        headers: { authorization: `Bearer ${this.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(write),
        headersTimeout: TIMEOUT_MS,
        bodyTimeout: TIMEOUT_MS,
      });
      await answer.body.dump();
    } catch {
      // Dropped: see the class comment.
    }
  }
}

/** The api's answer as the bus keeps it; a report too old to be current, or not one a device sends, is left out. */
export function recalled(deviceId: number, state: LiveState, now: number): Recalled {
  const out: Recalled = {};
  const shot = state.screenshot;
  if (shot) {
    out.screenshot = {
      deviceId,
      datetime: shot.datetime,
      thumbnail: shot.thumbnail,
      mimeType: shot.mime_type,
      image: shot.image,
      receivedAt: new Date(shot.received_at),
    };
  }
  const playing = state.playing;
  const report = playing && parsePlayingReport(playing.report);
  if (playing && report && now - Date.parse(playing.received_at) < PLAYING_SHARED_FRESH_MS) {
    out.playing = { ...report, deviceId, receivedAt: new Date(playing.received_at) };
  }
  return out;
}
