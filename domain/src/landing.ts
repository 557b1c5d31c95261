/** Spec 01 §2 "Landing page after sign-in": these values are honoured, anything else leads to layouts. */
export const LANDING_PAGES = [
  'dashboard',
  'devices',
  'layouts',
  'templates',
  'media',
  'venues',
  'campaigns',
  'audio',
] as const;
export type LandingPage = (typeof LANDING_PAGES)[number];

const DEFAULT_LANDING_PAGE: LandingPage = 'layouts';

export function landingPageOf(value: unknown): LandingPage {
  return (LANDING_PAGES as readonly unknown[]).includes(value) ? (value as LandingPage) : DEFAULT_LANDING_PAGE;
}

/** The console path of each landing page (devices live under /admin, spec 02 §2). */
export const LANDING_PATHS: Record<LandingPage, string> = {
  dashboard: '/dashboard',
  devices: '/admin/devices',
  layouts: '/layouts',
  templates: '/templates',
  media: '/media',
  venues: '/venues',
  campaigns: '/campaigns',
  audio: '/audio',
};
