import { useState } from 'react';

export type Presence = { online: boolean; lastMessageAt: string | null };

/** The later of two instants, either possibly missing. */
export function latest(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return new Date(a) > new Date(b) ? a : b;
}

type PresenceEvent = { deviceId: string; online: boolean; lastMessageAt: string | null };

/**
 * The latest presence heard of each device, and the `onData` handler a presence subscription feeds it through:
 * the dashboard's cards and the device list each run their own subscription, but keep what it says the same way.
 */
export function useSeenPresence() {
  const [seen, setSeen] = useState<Record<string, Presence>>({});
  const onData = ({ data }: { data: { data?: { devicesPresence?: PresenceEvent | null } | null } }) => {
    const event = data.data?.devicesPresence;
    if (!event) return;
    setSeen((previous) => ({
      ...previous,
      [event.deviceId]: { online: event.online, lastMessageAt: event.lastMessageAt },
    }));
  };
  return { seen, onData };
}
