import { describe, expect, it } from 'vitest';
import { type DataTable, parseCsvTable } from './csv-table.ts';
import { DATA_SOURCE_MESSAGES } from './data-source.ts';
import { resolveDataLink } from './resolve.ts';

function table(text: string): DataTable {
  const parsed = parseCsvTable(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.table;
}

const resolve = (value: string, t: DataTable | null | undefined) =>
  resolveDataLink(value, (id) => (id === 7 ? t : undefined));

describe('CSV tables', () => {
  it('reads quoted cells holding commas, quotes and line breaks', () => {
    const t = table('Key,Price,Note\r\nlatte,"3,50","say ""hi""\nthere"\r\n');
    expect(resolve('7:latte:1', t)).toMatchObject({ ok: true, text: '3,50' });
    expect(resolve('7:latte:2', t)).toMatchObject({ ok: true, text: 'say "hi"\nthere' });
  });

  it('drops the byte-order mark, so the first header is still Key', () => {
    const t = table('\uFEFFKey,Name\nA,Alpha\n');
    expect(t.keyColumn).toBe(0);
    expect(resolve('7:A:1', t)).toMatchObject({ ok: true, text: 'Alpha' });
  });

  it('finds the Key column wherever it stands', () => {
    const t = table('Name,Key\nAlpha,A\n');
    expect(resolve('7:A:0', t)).toMatchObject({ ok: true, text: 'Alpha' });
  });

  it('refuses a file without a Key column, an empty file and an unclosed quote', () => {
    expect(parseCsvTable('Id,Name\n1,Alpha\n')).toEqual({ ok: false, error: DATA_SOURCE_MESSAGES.noKeyColumn });
    expect(parseCsvTable('\n\n')).toEqual({ ok: false, error: DATA_SOURCE_MESSAGES.emptyCsv });
    expect(parseCsvTable('Key,Name\nA,"open\n')).toEqual({ ok: false, error: DATA_SOURCE_MESSAGES.notCsv });
    expect(parseCsvTable('Key\0,Name\n')).toEqual({ ok: false, error: DATA_SOURCE_MESSAGES.notCsv });
  });

  it('keeps ragged rows: a short row reads empty, cells past the header are ignored', () => {
    const t = table('Key,A,B\nshort,1\nlong,1,2,3,4\n');
    expect(resolve('7:short:2', t)).toMatchObject({ ok: true, text: '' });
    expect(resolve('7:long:2', t)).toMatchObject({ ok: true, text: '2' });
    expect(resolve('7:long:3', t)).toMatchObject({ ok: false, problem: 'column' });
  });

  it('answers the first of two rows with the same key', () => {
    expect(resolve('7:A:1', table('Key,V\nA,first\nA,second\n'))).toMatchObject({ ok: true, text: 'first' });
  });
});

describe('resolveDataLink', () => {
  const t = table('Key,Name,Price\nA,Alpha,1\nB,Beta,2\n');

  it('answers the cell of the row whose Key equals the key', () => {
    expect(resolve('7:B:2', t)).toMatchObject({ ok: true, text: '2' });
    expect(resolve('7:B:0', t)).toMatchObject({ ok: true, text: 'B' });
  });

  it('says which part is missing: source, file, row or column', () => {
    expect(resolve('8:A:1', t)).toMatchObject({
      ok: false,
      problem: 'source',
      message: 'Data source 8 does not exist.',
    });
    expect(resolve('7:A:1', null)).toMatchObject({
      ok: false,
      problem: 'file',
      message: 'Data source 7 has no file yet.',
    });
    expect(resolve('7:Z:1', t)).toMatchObject({
      ok: false,
      problem: 'row',
      message: 'Data source 7 has no row whose Key is "Z".',
    });
    expect(resolve('7:A:3', t)).toMatchObject({
      ok: false,
      problem: 'column',
      message: 'Data source 7 has no column 3: its columns are 0 to 2.',
    });
    expect(resolve('nonsense', t)).toMatchObject({ ok: false, problem: 'invalid' });
  });
});
