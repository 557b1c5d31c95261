/**
 * Introduction tours (spec 01 §4): each marks itself watched in the user's introductions on completion and is
 * not shown again. The names are the only ones a user's introductions list may hold.
 */
export const INTRODUCTION_TOURS = ['device-edit', 'layout-editor', 'tagging'] as const;
export type IntroductionTour = (typeof INTRODUCTION_TOURS)[number];

export function isIntroductionTour(name: string): name is IntroductionTour {
  return (INTRODUCTION_TOURS as readonly string[]).includes(name);
}

/** The watched list after completing `tour`: each name once, known names only. */
export function withWatched(watched: readonly string[], tour: IntroductionTour): IntroductionTour[] {
  return INTRODUCTION_TOURS.filter((name) => name === tour || watched.includes(name));
}
