import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvText, neutraliseCell, neutraliseCsv } from './csv-export.ts';

describe('CSV exports', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(neutraliseCell('=HYPERLINK("http://evil","click")')).toBe(`'=HYPERLINK("http://evil","click")`);
    expect(neutraliseCell('+cmd|calc')).toBe("'+cmd|calc");
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
    expect(neutraliseCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(neutraliseCell('\t=1')).toBe("'\t=1");
  });

  it('leaves plain text and plain numbers alone', () => {
    for (const text of ['Lobby screen', '-3.5', '+49', '-1e3', '3,50', 'a=b', ''])
      expect(neutraliseCell(text)).toBe(text);
  });

  it('writes rows that read back as the neutralised text', () => {
    const text = csvText([
      ['name', 'count'],
      ['=1+1', 3],
      ['Cafe, "menu"', -2],
      [null, '@x'],
    ]);
    expect(text).toBe(`name,count\r\n"'=1+1",3\r\n"Cafe, ""menu""",-2\r\n,"'@x"\r\n`);
    expect(Papa.parse(text.trim(), { newline: '\r\n' }).data).toEqual([
      ['name', 'count'],
      ["'=1+1", '3'],
      ['Cafe, "menu"', '-2'],
      ['', "'@x"],
    ]);
    expect(csvCell(true)).toBe('true');
  });
});

describe('a downloaded data source file', () => {
  it('keeps its rows and columns with every formula cell neutralised', () => {
    const file = 'Key,Price\r\nsoup,"=HYPERLINK(""http://evil"",""click"")"\r\ntea,-1.5\r\n\r\n';
    expect(neutraliseCsv(file)).toBe(`Key,Price\r\nsoup,"'=HYPERLINK(""http://evil"",""click"")"\r\ntea,-1.5\r\n`);
  });
});
