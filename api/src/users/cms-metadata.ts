import type { CmsMetadata } from '@signage/contract/users';
import { dashboardProblem } from '@signage/domain/dashboard';
import { isIntroductionTour } from '@signage/domain/introductions';
import { LANDING_PAGES } from '@signage/domain/landing';
import { unprocessable } from '../errors.ts';

/** Refuses console settings a console could not honour: an unknown landing page, bad cards, unknown tours. */
export function checkCmsMetadata(metadata: CmsMetadata | undefined) {
  const landing = metadata?.landing_page;
  if (landing != null && !(LANDING_PAGES as readonly string[]).includes(landing)) {
    throw unprocessable(`Landing page must be one of: ${LANDING_PAGES.join(', ')}.`);
  }
  const cards = metadata?.taggroup_dashboard;
  const cardsProblem = cards ? dashboardProblem(cards) : undefined;
  if (cardsProblem) throw unprocessable(cardsProblem);
  const unknownTour = metadata?.introductions?.find((name) => !isIntroductionTour(name));
  if (unknownTour !== undefined) throw unprocessable(`Unknown introduction: ${unknownTour}.`);
}

/** Dashboard cards are saved without their search results (spec 01 §3). */
export function withoutCardResults(metadata: Record<string, unknown>) {
  const cards = metadata.taggroup_dashboard;
  if (!Array.isArray(cards)) return metadata;
  return { ...metadata, taggroup_dashboard: cards.map(({ results: _results, ...card }) => card) };
}
