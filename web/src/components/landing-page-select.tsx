import type { LandingPage } from '@signage/domain/landing';
import { ChoiceSelect } from './choice-select.tsx';

/** How the console names each landing page (spec 01 §2). */
const LANDING_PAGE_LABELS: Record<LandingPage, string> = {
  dashboard: 'Dashboard',
  devices: 'Devices',
  layouts: 'Layouts',
  templates: 'Templates',
  media: 'Media',
  venues: 'Venues',
  campaigns: 'Campaigns',
  audio: 'Audio',
};

const pageLabel = (page: LandingPage) => LANDING_PAGE_LABELS[page];

interface LandingPageSelectProps {
  /** The pages offered, in order. */
  pages: readonly LandingPage[];
  value: string;
  onChange: (value: string) => void;
  /** When given, a first choice of no page (value ''), named so. */
  noneLabel?: string;
}

/** A select of landing pages, by their names; the label and field around it are the caller's. */
export function LandingPageSelect({ pages, value, onChange, noneLabel }: LandingPageSelectProps) {
  return <ChoiceSelect value={value} onChange={onChange} none={noneLabel} choices={pages} choiceLabel={pageLabel} />;
}
