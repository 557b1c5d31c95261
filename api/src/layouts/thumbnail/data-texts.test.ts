import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { describe, expect, it } from 'vitest';
import { withDataTexts } from './data-texts.ts';

const linked = (key: string) => ({ ...newElement('text', key), data_source: 4, data_key: key, data_column: 1 });

describe('withDataTexts', () => {
  it('puts each resolved cell in its text, nested or not, in one resolve call, and keeps the rest', async () => {
    const region = { ...newElement('region', 'r'), children: [linked('latte'), linked('mocha')] };
    const root = { ...newLayoutJson(), children: [linked('latte'), region, newElement('text', 'plain')] };
    const asked: (readonly string[])[] = [];
    const drawn = await withDataTexts(root, async (values) => {
      asked.push(values);
      return {
        results: values.map((value) =>
          value.includes('latte')
            ? { value, ok: true, text: '3.20', problem: null, message: null }
            : { value, ok: false, text: null, problem: 'row_missing' as never, message: 'No row.' },
        ),
      };
    });
    expect(asked).toEqual([['4:latte:1', '4:mocha:1']]);
    const texts = (e: typeof drawn): string[] =>
      e.type === 'text' ? [e.text_value] : 'children' in e ? e.children.flatMap(texts) : [];
    const own = newElement('text').text_value;
    expect(texts(drawn)).toEqual(['3.20', '3.20', own, own]);
    // The stored tree is not changed.
    expect(texts(root)).toEqual([own, own, own, own]);
  });
});
