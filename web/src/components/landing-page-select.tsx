import { NativeSelect } from '@chakra-ui/react';
import type { LandingPage } from '@signage/domain/landing';

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
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {noneLabel !== undefined && <option value="">{noneLabel}</option>}
        {pages.map((page) => (
          <option key={page} value={page}>
            {LANDING_PAGE_LABELS[page]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
