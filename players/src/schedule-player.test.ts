import { describe, expect, it } from 'vitest';
import type { PlayerLayout } from './api-client.ts';
import { type Playing, playingReport } from './schedule-player.ts';

/** A sync sequence of two 10 s videos. */
const layout = {
  layout_id: 3,
  name: 'In step',
  layout_type: 'sync_sequence',
  json: {
    children: [
      { media_id: 1, duration: 10 },
      { media_id: 2, duration: 10 },
    ],
  },
  media: [],
} as unknown as PlayerLayout;
const playing = (since: number): Playing => ({
  scheduleId: 1,
  layoutId: 3,
  layoutName: 'In step',
  layout,
  since: new Date(since),
});

describe('a sync sequence on a venue’s synced clock', () => {
  it('shows the same video on devices that started it at different moments', () => {
    // Two devices started 7 s apart; at 15 s past a 20 s cycle both count from the synced clock.
    const now = new Date(1_000_015_000);
    const early = playingReport(playing(1_000_000_000), now, true).playing!;
    const late = playingReport(playing(1_000_007_000), now, true).playing!;
    expect(early.sequence_position).toBe(1);
    expect(late.sequence_position).toBe(1);
  });

  it('counts from its own start outside a synced venue', () => {
    const now = new Date(1_000_015_000);
    expect(playingReport(playing(1_000_000_000), now).playing!.sequence_position).toBe(1);
    expect(playingReport(playing(1_000_007_000), now).playing!.sequence_position).toBe(0);
  });
});
