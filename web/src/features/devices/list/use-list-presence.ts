import { type DeviceStatus, deviceStatus } from '@signage/domain/device-status';
import { useMemo } from 'react';
import { useDeviceListPresenceSubscription } from '../../../gql/hooks.ts';
import { latest, useSeenPresence } from '../../../lib/use-seen-presence.ts';

/**
 * Online, stale or offline for each device of the page (spec 01 §4 status buckets: online within 30 minutes of
 * last contact, stale within 60), kept live by one presence subscription for the page: a device that answers is
 * online at once, and its message counts as contact.
 */
export function useListPresence(devices: readonly { id: string; lastContact: string | null; closed: boolean }[]) {
  const { seen, onData } = useSeenPresence();
  const key = devices.map((d) => d.id).join(',');
  // The same page keeps its one subscription across renders.
  const ids = useMemo(() => (key ? key.split(',') : []), [key]);
  useDeviceListPresenceSubscription({ variables: { ids }, skip: ids.length === 0, onData });
  const now = new Date();
  const status: Record<string, { status: DeviceStatus; lastContact: string | null }> = {};
  for (const device of devices) {
    const live = seen[device.id];
    const lastContact = latest(device.lastContact, live?.lastMessageAt);
    // Closed by its trading hours wins: an open shop's screen that answers is online, a shut one's is dark by design.
    const shown = device.closed ? 'closed' : live?.online ? 'online' : deviceStatus(lastContact, now);
    status[device.id] = { status: shown, lastContact };
  }
  return status;
}
