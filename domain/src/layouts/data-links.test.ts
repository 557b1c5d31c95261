import { describe, expect, it } from 'vitest';
import { dataLinkFields, dataLinkValuesOf, textDataLink, textDataLinkValue } from './data-links.ts';
import { newElement } from './elements.ts';

const text = (data_source: number | null, data_key: string | null, data_column: number | null) => ({
  ...newElement('text'),
  data_source,
  data_key,
  data_column,
});

describe('data-backed text', () => {
  it('is backed by a whole link only, with a source id above 0', () => {
    expect(textDataLink(text(3, 'coffee', 1))).toEqual({ dataSourceId: 3, rowKey: 'coffee', columnIndex: 1 });
    expect(textDataLinkValue(text(3, ' a:b ', 0))).toBe('3:a:b:0');
    expect(textDataLink(text(null, null, null))).toBeUndefined();
    expect(textDataLink(text(0, 'coffee', 1))).toBeUndefined();
    expect(textDataLink(text(3, '', 1))).toBeUndefined();
    expect(textDataLink(text(3, 'coffee', null))).toBeUndefined();
    expect(textDataLink(newElement('text'))).toBeUndefined();
  });

  it('sets the three fields for a link and clears them all for none', () => {
    expect(dataLinkFields({ dataSourceId: 4, rowKey: 'tea ', columnIndex: 2 })).toEqual({
      data_source: 4,
      data_key: 'tea',
      data_column: 2,
    });
    expect(dataLinkFields(null)).toEqual({ data_source: null, data_key: null, data_column: null });
  });

  it('lists the distinct values of a tree once, sorted', () => {
    const root = {
      ...newElement('region', 'root'),
      children: [text(2, 'b', 1), { ...newElement('sequence'), children: [text(2, 'a', 1), text(2, 'b', 1)] }],
    };
    expect(dataLinkValuesOf(root)).toEqual(['2:a:1', '2:b:1']);
  });
});
