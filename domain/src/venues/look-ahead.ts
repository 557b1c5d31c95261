/**
 * A venue's look ahead: the daylight-saving changes of its zone over the next days, and which scheduled times
 * fall into an hour its clocks skip or repeat (time-zones.ts states how the evaluator reads such times). Peers
 * lose or double an hour of play on those nights without telling anyone; this names them in advance.
 */
import { ZoneClock } from '../schedules/time-zones.ts';
import { DAY_MS, formatWallClock, parseWallClock } from '../schedules/wall-clock.ts';

export const LOOK_AHEAD_DAYS = 14;

export interface DaylightSavingChange {
  /** The instant the clocks change. */
  at: number;
  offsetBefore: number;
  offsetAfter: number;
  /** Spring forward skips a stretch of wall time; fall back repeats one. */
  kind: 'skipped' | 'repeated';
  /** The wall-clock stretch [wallFrom, wallTo) skipped or read twice, in wall ms. */
  wallFrom: number;
  wallTo: number;
}

/** The zone's clock changes over [from, to) instants. */
export function daylightSavingChanges(zone: string, from: number, to: number): DaylightSavingChange[] {
  const { segments } = new ZoneClock(zone, from, to);
  const changes: DaylightSavingChange[] = [];
  for (let i = 1; i < segments.length; i++) {
    const before = segments[i - 1]!.offset;
    const after = segments[i]!.offset;
    if (before === after) continue;
    const at = segments[i]!.from;
    changes.push(
      after > before
        ? { at, offsetBefore: before, offsetAfter: after, kind: 'skipped', wallFrom: at + before, wallTo: at + after }
        : { at, offsetBefore: before, offsetAfter: after, kind: 'repeated', wallFrom: at + after, wallTo: at + before },
    );
  }
  return changes;
}

/** The problems of a timer's start and end (wall clocks `YYYY-MM-DDTHH:mm`) against the zone's changes. */
export function timerProblems(start: string, end: string, changes: readonly DaylightSavingChange[]): string[] {
  const problems: string[] = [];
  const check = (label: 'Starts' | 'Ends', text: string) => {
    const wall = parseWallClock(text);
    if (wall === undefined) return;
    for (const change of changes) {
      if (wall < change.wallFrom || wall >= change.wallTo) continue;
      const time = formatWallClock(wall).replace('T', ' ');
      problems.push(
        change.kind === 'skipped'
          ? `${label} at ${time}, in the hour the clocks skip: it takes effect at ${formatWallClock(change.wallTo).slice(11)}.`
          : `${label} at ${time}, in the hour the clocks repeat: the time is read twice.`,
      );
    }
  };
  check('Starts', start);
  check('Ends', end);
  return problems;
}

/** The look-ahead window from `now`: [now, now + 14 days) in instants. */
export function lookAheadWindow(now: number): [number, number] {
  return [now, now + LOOK_AHEAD_DAYS * DAY_MS];
}
