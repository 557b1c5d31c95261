import type { PlayingReport } from '@signage/domain/device-playing';
import type { DeviceMessage } from './device-message.ts';

/** What a device last said it plays, and when the gateway heard it. */
export interface PlayingEvent extends PlayingReport, DeviceMessage {}
