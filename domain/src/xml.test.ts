import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml.ts';

describe('escapeXml', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml('evil\u0001name<&>"\'.zip')).toBe('evilname&lt;&amp;&gt;&quot;&apos;.zip');
    expect(escapeXml('a\u0000b\u001fc\u007fd\u0085e\uffff')).toBe('abcde');
  });

  it('keeps tabs, line breaks, accents, emoji, and drops only lone surrogates', () => {
    expect(escapeXml('tab\there\r\nné 🎉')).toBe('tab\there\r\nné 🎉');
    expect(escapeXml('cut \ud83c and \udf89 alone')).toBe('cut  and  alone');
  });
});
