import { WIDGET_AUTH_MESSAGES } from '@signage/domain/data-sources/data-source';
import { describe, expect, it } from 'vitest';
import {
  createWidgetAuthInput,
  initialWidgetAuthValues,
  updateWidgetAuthInput,
  type WidgetAuthValues,
  widgetAuthProblem,
} from './widget-auth-values.ts';

const saved = initialWidgetAuthValues(
  { name: 'Brand', tags: [{ name: 'social' }], widgetType: 'TWITTER_TIMELINE' },
  [],
);

describe('widget authentication editor values', () => {
  it('shows the auth details of a new record, hides those of a saved one', () => {
    expect(initialWidgetAuthValues(undefined, ['#lobby'])).toMatchObject({
      showAuth: true,
      widgetType: 'TWITTER_TIMELINE',
      tags: [{ name: 'lobby' }],
    });
    expect(saved).toMatchObject({ showAuth: false, token: '' });
  });

  it('does not send the token when the auth details were not shown', () => {
    const typedThenHidden: WidgetAuthValues = { ...saved, name: ' Renamed ', token: 'typed-but-hidden' };
    const payload = updateWidgetAuthInput(typedThenHidden);
    expect(payload).toEqual({ name: 'Renamed', tags: ['social'], widgetType: 'TWITTER_TIMELINE' });
    expect(Object.keys(payload)).not.toContain('token');
  });

  it('sends a replacement token only when shown and given', () => {
    expect(updateWidgetAuthInput({ ...saved, showAuth: true, token: '  ' })).not.toHaveProperty('token');
    expect(updateWidgetAuthInput({ ...saved, showAuth: true, token: ' new-token ' })).toMatchObject({
      token: 'new-token',
    });
  });

  it('creates with the token, and refuses a new record without one or an empty name', () => {
    const fresh = { ...initialWidgetAuthValues(undefined, []), name: 'Timeline', token: 'abc' };
    expect(createWidgetAuthInput(fresh)).toEqual({
      name: 'Timeline',
      tags: [],
      widgetType: 'TWITTER_TIMELINE',
      token: 'abc',
    });
    expect(widgetAuthProblem({ ...fresh, token: '' }, true)).toBe(WIDGET_AUTH_MESSAGES.tokenNeeded);
    expect(widgetAuthProblem({ ...fresh, name: ' ' }, true)).toBe(WIDGET_AUTH_MESSAGES.nameEmpty);
    expect(widgetAuthProblem({ ...saved, token: '' }, false)).toBeUndefined();
  });
});
