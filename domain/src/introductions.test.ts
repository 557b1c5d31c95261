import { describe, expect, it } from 'vitest';
import { isIntroductionTour, withWatched } from './introductions.ts';

describe('introductions', () => {
  it('knows the three tours of spec 01 §4 only', () => {
    expect(isIntroductionTour('device-edit')).toBe(true);
    expect(isIntroductionTour('tagging')).toBe(true);
    expect(isIntroductionTour('layout-editor')).toBe(true);
    expect(isIntroductionTour('something')).toBe(false);
  });

  it('adds a watched tour once and drops unknown names', () => {
    expect(withWatched(['tagging', 'old'], 'tagging')).toEqual(['tagging']);
    expect(withWatched(['tagging'], 'device-edit')).toEqual(['device-edit', 'tagging']);
  });
});
