import { beforeEach, describe, expect, it } from 'vitest';
import { appendTags, readTagClipboard, TAG_CLIPBOARD_KEY, writeTagClipboard } from './tag-clipboard.ts';

describe('tag clipboard', () => {
  beforeEach(() => localStorage.clear());

  it('is empty until something is copied, and keeps what was copied', () => {
    expect(readTagClipboard()).toEqual([]);
    writeTagClipboard([{ name: 'lobby', color: 'teal' }, { name: 'foyer' }]);
    expect(readTagClipboard()).toEqual([
      { name: 'lobby', color: 'teal' },
      { name: 'foyer', color: null },
    ]);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(TAG_CLIPBOARD_KEY, '{not json');
    expect(readTagClipboard()).toEqual([]);
    localStorage.setItem(TAG_CLIPBOARD_KEY, JSON.stringify([{ name: '' }, 3, { name: 'ok' }]));
    expect(readTagClipboard()).toEqual([{ name: 'ok' }]);
  });

  it('appends each name once, after the current tags', () => {
    expect(appendTags([{ name: 'a' }, { name: 'b' }], [{ name: 'b' }, { name: 'c' }])).toEqual([
      { name: 'a' },
      { name: 'b' },
      { name: 'c' },
    ]);
  });
});
