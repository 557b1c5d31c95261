import type { IntroductionTour as TourName } from '@signage/domain/introductions';
import { useState } from 'react';
import { TourPopover, type TourStep } from './tour-popover.tsx';
import { useIntroduction } from './use-introduction.ts';

/**
 * An introduction tour (spec 01 §4) shown to a user who has not watched it. Done and closing it early both mark it
 * watched: a tour that came back on every visit until walked to the end was in the way. Help's "Replay
 * introductions" brings them back. Place it on the screen whose elements carry the steps' `data-tour` attributes.
 */
export function IntroductionTour({
  tour,
  label,
  steps,
}: {
  tour: TourName;
  label: string;
  steps: readonly TourStep[];
}) {
  const { due, markWatched } = useIntroduction(tour);
  const [closed, setClosed] = useState(false);
  if (!due || closed) return null;
  return (
    <TourPopover
      label={label}
      steps={steps}
      onClose={() => {
        setClosed(true);
        markWatched();
      }}
      onDone={() => {
        setClosed(true);
        markWatched();
      }}
    />
  );
}
