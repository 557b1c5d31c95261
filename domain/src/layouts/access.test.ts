import { describe, expect, it } from 'vitest';
import { generatedName, isReadOnlyShared, pageTypeError } from './access.ts';

describe('shared layouts', () => {
  const layout = { shared_with_network: true, tags: ['lobby', { name: 'north' }] };
  it('are read-only unless all of the forced tags are among the layout tags', () => {
    expect(isReadOnlyShared(layout, ['north', 'south'])).toBe(true);
    expect(isReadOnlyShared(layout, ['north'])).toBe(false);
    expect(isReadOnlyShared(layout, [])).toBe(false);
    expect(isReadOnlyShared({ ...layout, shared_with_network: false }, ['south'])).toBe(false);
  });
});

describe('page types', () => {
  const layout = { template: false, layout_type: 'layout' as const };
  const template = { template: true, layout_type: 'layout' as const };
  const sync = { template: false, layout_type: 'sync_sequence' as const };
  it('match the layout kind, else "You cannot view this page"', () => {
    expect(pageTypeError('layout', layout)).toBeUndefined();
    expect(pageTypeError('template', layout)).toBe('You cannot view this page');
    expect(pageTypeError('template-view', layout)).toBe('You cannot view this page');
    expect(pageTypeError('layout', template)).toBe('You cannot view this page');
    for (const page of ['template', 'template-view', 'template-view-edit'] as const) {
      expect(pageTypeError(page, template)).toBeUndefined();
    }
    expect(pageTypeError('layout', sync)).toBe('You cannot view this page');
    expect(pageTypeError('sync_sequence', sync)).toBeUndefined();
    expect(pageTypeError('sync_sequence', layout)).toBe('You cannot view this page');
  });
});

describe('generated layouts', () => {
  it('append " (Generated)" once', () => {
    expect(generatedName('Menu')).toBe('Menu (Generated)');
    expect(generatedName('Menu (Generated)')).toBe('Menu (Generated)');
    expect(generatedName('  ')).toBe('');
  });
});
