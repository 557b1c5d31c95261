/** What every device message passed on to watchers carries: its device, the device's clock, when it was heard. */
export interface DeviceMessage {
  deviceId: number;
  /** The device's own clock when it sent the message (ISO 8601), as it sent it. */
  datetime: string;
  /** When the gateway heard it. */
  receivedAt: Date;
}
