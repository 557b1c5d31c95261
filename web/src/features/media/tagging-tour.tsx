import { IntroductionTour } from '../../components/tour/introduction-tour.tsx';
import type { TourStep } from '../../components/tour/tour-popover.tsx';

const FILTER_STEPS: TourStep[] = [
  {
    target: 'list-tag-filter',
    title: 'Find things by tag',
    body: 'Type a tag and press Enter, or pick a suggestion. Only items carrying every tag you add are shown.',
  },
  {
    target: 'list-search',
    title: 'Or search by text',
    body: 'The search box matches names and tags. Filters stay in the address, so you can bookmark or share them.',
  },
];

const UPLOAD_STEP: TourStep = {
  target: 'media-upload',
  title: 'Tag what you upload',
  body: 'Every upload needs at least one tag: tags are how schedules reach the devices that should play it.',
};

/** The tagging introduction (spec 01 §4), on the media library. */
export function TaggingTour({ canUpload }: { canUpload: boolean }) {
  return (
    <IntroductionTour
      tour="tagging"
      label="Tagging introduction"
      steps={canUpload ? [...FILTER_STEPS, UPLOAD_STEP] : FILTER_STEPS}
    />
  );
}
