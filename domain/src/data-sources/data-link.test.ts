import { describe, expect, it } from 'vitest';
import { formatDataLink, parseDataLink } from './data-link.ts';

describe('data-link values', () => {
  it('parses the three parts and formats them back', () => {
    const link = parseDataLink('12:Monday:3');
    expect(link).toEqual({ dataSourceId: 12, rowKey: 'Monday', columnIndex: 3 });
    expect(formatDataLink(link!)).toBe('12:Monday:3');
  });

  it('keeps colons inside the row key (the id ends at the first colon, the column starts after the last)', () => {
    expect(parseDataLink('4:09:30:1')).toEqual({ dataSourceId: 4, rowKey: '09:30', columnIndex: 1 });
  });

  it('refuses values that are not links', () => {
    for (const value of [
      '',
      '1',
      '1:key',
      '0:key:1',
      '-1:key:1',
      'a:key:1',
      '1::1',
      '1:key:x',
      '1:key:-1',
      '99999999999:k:1',
    ]) {
      expect(parseDataLink(value), value).toBeUndefined();
    }
    expect(parseDataLink(`1:${'k'.repeat(2000)}:1`)).toBeUndefined();
  });
});
