import { IntroductionTour } from '../../../components/tour/introduction-tour.tsx';
import type { TourStep } from '../../../components/tour/tour-popover.tsx';

/** Where the device page's sections carry their `data-tour` anchors. */
export const DEVICE_TOUR_ANCHORS = {
  status: 'device-status',
  commands: 'device-commands',
  screenshot: 'device-screenshot',
  edit: 'device-edit',
} as const;

const STEPS: TourStep[] = [
  {
    target: DEVICE_TOUR_ANCHORS.status,
    title: 'Is it playing?',
    body: 'The device is online while it answers the echo the console sends every 150 seconds; idle when it stops answering.',
  },
  {
    target: DEVICE_TOUR_ANCHORS.screenshot,
    title: 'See its screen',
    body: 'Ask for a screenshot to see what the device shows right now.',
  },
  {
    target: DEVICE_TOUR_ANCHORS.edit,
    title: 'Name and tags',
    body: 'Tags decide what the device plays: schedules reach every device carrying their tags. Save to apply.',
  },
];

const COMMANDS_STEP: TourStep = {
  target: DEVICE_TOUR_ANCHORS.commands,
  title: 'Remote commands',
  body: 'Echo, reboot, restart, fetch schedules or delete media: the device acts on them at once while online.',
};

/** The device-edit introduction (spec 01 §4), on the device page. */
export function DeviceEditTour({ canCommand }: { canCommand: boolean }) {
  const steps = canCommand ? [STEPS[0]!, COMMANDS_STEP, ...STEPS.slice(1)] : STEPS;
  return <IntroductionTour tour="device-edit" label="Device page introduction" steps={steps} />;
}
