import { LANDING_PATHS, landingPageOf } from '@signage/domain/landing';
import { IMPLEMENTED_SCREENS, paths } from './paths.ts';

/** Where to go when the chosen landing page has no screen yet: the first of these that exists. */
export const LANDING_FALLBACK_ORDER: readonly string[] = [
  paths.layouts,
  paths.dashboard,
  paths.media,
  paths.devices,
  paths.templates,
  paths.campaigns,
  paths.venues,
  paths.audio,
  paths.help,
];

/**
 * The landing page after sign-in (spec 01 §2): the user's cmsMetadata.landingPage when honoured, else layouts;
 * when that screen does not exist yet, the first existing screen of LANDING_FALLBACK_ORDER. The answer is
 * always an implemented screen (never `/` or `/login`), so redirecting to it cannot loop.
 */
export function landingPathFor(landingPage: unknown, implemented: readonly string[] = IMPLEMENTED_SCREENS): string {
  const wanted = LANDING_PATHS[landingPageOf(landingPage)];
  const found = [wanted, ...LANDING_FALLBACK_ORDER].find((path) => implemented.includes(path));
  return found ?? paths.help;
}
