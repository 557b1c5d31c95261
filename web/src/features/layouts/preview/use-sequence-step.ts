import type { SequenceStep } from '@signage/domain/layouts/play-time';
import { useEffect, useState } from 'react';

/**
 * Which step of a sequence plays now: each for its seconds, then the next, round again after the last. A new
 * list of steps (the sequence edited) starts over.
 */
export function useSequenceStep(steps: readonly SequenceStep[]): SequenceStep | undefined {
  const [at, setAt] = useState({ steps, index: 0 });
  const index = at.steps === steps ? at.index : 0;
  const step = steps[index];
  useEffect(() => {
    if (!step || steps.length < 2) return;
    const timer = setTimeout(() => setAt({ steps, index: (index + 1) % steps.length }), step.seconds * 1000);
    return () => clearTimeout(timer);
  }, [steps, index, step]);
  return step;
}
