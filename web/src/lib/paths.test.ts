import { describe, expect, it } from 'vitest';
import { paths, scheduleDialogPath } from './paths.ts';

describe('a schedule opened from a search', () => {
  it('opens in the dialog over the editor of what it publishes', () => {
    const layout = { id: '9', layoutId: '4', content: { layoutType: 'LAYOUT' } };
    expect(scheduleDialogPath(layout)).toBe('/layouts/4/layout/schedules/9/layout');
    const sync = { id: '9', layoutId: '5', content: { layoutType: 'SYNC_SEQUENCE' } };
    expect(scheduleDialogPath(sync)).toBe('/synclayouts/5/schedules/9');
  });

  it('goes to the schedules timeline when its layout is not to be seen', () => {
    expect(scheduleDialogPath({ id: '9', layoutId: '4', content: null })).toBe(paths.schedules);
    expect(scheduleDialogPath({ id: '9', layoutId: null, content: null })).toBe(paths.schedules);
  });
});
