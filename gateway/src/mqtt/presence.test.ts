import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PresenceTracker, type PresenceView, systemClock } from './presence.ts';

/** Spec 02 §4 timings with the clock faked: 150 s echo, 20 s after reboot or restart, idle after 150 s. */
describe('PresenceTracker', () => {
  let echoes: number;
  let views: PresenceView[];
  let tracker: PresenceTracker;
  const start = Date.parse('2026-11-22T10:00:00Z');
  const seconds = (s: number) => vi.advanceTimersByTime(s * 1000);
  const last = () => views.at(-1)!;
  /** A tracker whose first check after start falls `random` of the way into its window (half a period to one). */
  const startTracker = (random: number) => {
    const clock = { ...systemClock, random: () => random };
    tracker = new PresenceTracker({ clock, sendEcho: () => echoes++, onChange: (view) => views.push(view) });
    tracker.start();
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: start });
    echoes = 0;
    views = [];
    // The first check's spread at its end: a full period on, as the spec's timings read.
    startTracker(1);
  });
  afterEach(() => {
    tracker.stop();
    vi.useRealTimers();
  });

  it.each([
    [1, 150],
    [0, 75],
  ])('with random() %s: echoes at once, then %s s on, then every 150 s', (random, firstCheck) => {
    tracker.stop();
    echoes = 0;
    startTracker(random);
    expect(echoes).toBe(1);
    seconds(firstCheck - 1);
    expect(echoes).toBe(1);
    seconds(1);
    expect(echoes).toBe(2);
    seconds(149);
    expect(echoes).toBe(2);
    seconds(1);
    expect(echoes).toBe(3);
  });

  it('is online on any message, stamped with the clock', () => {
    expect(tracker.view).toMatchObject({ online: false, idle: false, lastMessageAt: null });
    seconds(5);
    tracker.message(false);
    expect(last()).toMatchObject({ online: true, idle: false, checkPeriodSeconds: 150 });
    expect(last().lastMessageAt?.getTime()).toBe(start + 5000);
  });

  it('turns idle 150 s after the last echo reply, and back on the next one', () => {
    seconds(10);
    tracker.message(true);
    seconds(149);
    tracker.message(false); // other messages keep it online but do not count as echo replies
    expect(last()).toMatchObject({ online: true, idle: false });
    seconds(1);
    expect(last()).toMatchObject({ online: true, idle: true });
    tracker.message(true);
    expect(last().idle).toBe(false);
  });

  it('is idle 150 s after watching began when the device never answers', () => {
    seconds(149.999);
    expect(tracker.view.idle).toBe(false);
    seconds(0.001);
    expect(tracker.view).toMatchObject({ online: false, idle: true });
  });

  for (const command of ['reboot', 'restart'] as const) {
    it(`after ${command}: off, echo every 20 s until the device answers, then 150 s again`, () => {
      tracker.message(true);
      seconds(30);
      tracker.commandSent(command);
      expect(last()).toMatchObject({ online: false, checkPeriodSeconds: 20 });
      const before = echoes;
      seconds(20);
      expect(echoes).toBe(before + 1);
      seconds(20);
      expect(echoes).toBe(before + 2);
      // The player's hello after restarting turns it on; only an echo reply restores the 150 s period.
      tracker.message(false);
      expect(last()).toMatchObject({ online: true, checkPeriodSeconds: 20 });
      tracker.message(true);
      expect(last()).toMatchObject({ online: true, checkPeriodSeconds: 150 });
      seconds(149);
      expect(echoes).toBe(before + 2);
      seconds(1);
      expect(echoes).toBe(before + 3);
    });
  }

  it('ignores other commands and stops sending once stopped', () => {
    tracker.commandSent('screenshot');
    expect(tracker.view.checkPeriodSeconds).toBe(150);
    tracker.stop();
    seconds(600);
    expect(echoes).toBe(1);
  });
});
