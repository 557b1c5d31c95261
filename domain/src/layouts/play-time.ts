import { DEFAULT_DURATIONS, type LayoutElement, NO_DURATION } from './elements.ts';

/**
 * How long a child of a sequence that has no time of its own (nothing inside it is timed) stays on screen before
 * the sequence moves on: the spec's default element duration.
 */
export const UNTIMED_SEQUENCE_STEP = DEFAULT_DURATIONS.image;

const timed = (seconds: number | null | undefined): seconds is number =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0;

/**
 * Seconds an element plays for (spec 01 §3 durations): its own duration when it has one, a video's being its media
 * item's; -1 means none of its own, so a container plays its content through: a sequence the sum of its visible
 * children's steps, a region or tag zone its longest visible child's. Undefined when nothing in it is timed.
 */
export function playDuration(element: LayoutElement): number | undefined {
  if (element.duration !== NO_DURATION && timed(element.duration)) return element.duration;
  if (!('children' in element)) return undefined;
  const visible = element.children.filter((child) => child.visible);
  if (element.type === 'sequence') {
    const steps = sequenceSteps(element.children);
    return steps.length && steps.some((s) => s.timed) ? steps.reduce((sum, s) => sum + s.seconds, 0) : undefined;
  }
  const times = visible.map(playDuration).filter(timed);
  return times.length ? Math.max(...times) : undefined;
}

export interface SequenceStep {
  id: string;
  seconds: number;
  /** False when the child had no time of its own and plays UNTIMED_SEQUENCE_STEP. */
  timed: boolean;
}

/** A sequence's play order: its visible children in order, each for its play duration. Hidden children do not play. */
export function sequenceSteps(children: readonly LayoutElement[]): SequenceStep[] {
  return children
    .filter((child) => child.visible)
    .map((child) => {
      const seconds = playDuration(child);
      return timed(seconds)
        ? { id: child.id, seconds, timed: true }
        : { id: child.id, seconds: UNTIMED_SEQUENCE_STEP, timed: false };
    });
}
