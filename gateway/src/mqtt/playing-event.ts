import type { PlayingReport } from '@signage/domain/device-playing';

/** What a device last said it plays, and when the gateway heard it. */
export interface PlayingEvent extends PlayingReport {
  deviceId: number;
  receivedAt: Date;
}
