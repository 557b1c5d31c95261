import type { DeviceMessage } from './device-message.ts';

/** Image types a screenshot answer may carry: only an image may reach a watcher's page as a data URL. */
const SCREENSHOT_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** Room for the latest screenshots of all devices, in base64 characters (a 1920 x 1080 PNG is ~1–4 MB). */
export const SCREENSHOT_BUDGET_CHARS = 64 * 1024 * 1024;

export interface ScreenshotEvent extends DeviceMessage {
  thumbnail: boolean;
  mimeType: string;
  image: string;
}

/** A screenshot answer as the device sent it on devices/{id}/out/screenshot, or undefined when it is not one. */
export function parseScreenshot(deviceId: number, payload: unknown, receivedAt: Date): ScreenshotEvent | undefined {
  const shot = payload as Partial<{ datetime: string; thumbnail: boolean; mime_type: string; image: string }>;
  if (typeof shot?.image !== 'string') return undefined;
  if (shot.mime_type !== undefined && !SCREENSHOT_TYPES.has(shot.mime_type)) return undefined;
  return {
    deviceId,
    datetime: typeof shot.datetime === 'string' ? shot.datetime : receivedAt.toISOString(),
    thumbnail: shot.thumbnail === true,
    mimeType: typeof shot.mime_type === 'string' ? shot.mime_type : 'image/png',
    image: shot.image,
    receivedAt,
  };
}

/**
 * The latest screenshot of each device, so a watcher who opens the device page later sees the last one and
 * its time instead of nothing. Bounded: past `budgetChars`, the devices shot longest ago are forgotten first.
 * Kept in this gateway's memory only (gone on restart, not shared between gateways): a screenshot is a view
 * of the moment, not a record.
 */
export class LatestScreenshots {
  readonly #budget: number;
  readonly #byDevice = new Map<number, ScreenshotEvent>();
  #chars = 0;

  constructor(budgetChars = SCREENSHOT_BUDGET_CHARS) {
    this.#budget = budgetChars;
  }

  keep(shot: ScreenshotEvent): void {
    this.forget(shot.deviceId);
    if (shot.image.length > this.#budget) return;
    // Map order is insertion order: the first entries are the oldest shots.
    for (const [deviceId] of this.#byDevice) {
      if (this.#chars + shot.image.length <= this.#budget) break;
      this.forget(deviceId);
    }
    this.#byDevice.set(shot.deviceId, shot);
    this.#chars += shot.image.length;
  }

  latest(deviceId: number): ScreenshotEvent | undefined {
    return this.#byDevice.get(deviceId);
  }

  /** The device is gone (deleted): its screen is nobody's business any more. */
  forget(deviceId: number): void {
    const kept = this.#byDevice.get(deviceId);
    if (!kept) return;
    this.#byDevice.delete(deviceId);
    this.#chars -= kept.image.length;
  }

  get keptChars(): number {
    return this.#chars;
  }
}
