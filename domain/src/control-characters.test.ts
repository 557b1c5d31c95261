import { describe, expect, it } from 'vitest';
import { cleanFileName, hasControlInName, hasControlInText } from './control-characters.ts';

describe('control characters', () => {
  it('finds any control character in a name, line breaks and C1 included', () => {
    for (const name of ['evil\u0001name', 'a\tb', 'a\nb', 'a\u007f', 'a\u0085b', 'a\u009fb']) {
      expect(hasControlInName(name), JSON.stringify(name)).toBe(true);
    }
    for (const name of ['Lobby – 2F', 'Café ☕', 'שלום\u200f', 'a\u200bb', '😀']) {
      expect(hasControlInName(name), name).toBe(false);
    }
  });

  it('lets free text keep tabs and line breaks only', () => {
    expect(hasControlInText('Line one\nLine two\r\n\tindented')).toBe(false);
    expect(hasControlInText('bell\u0007')).toBe(true);
    expect(hasControlInText('escape\u001b[31m')).toBe(true);
    expect(hasControlInText('next line\u0085')).toBe(true);
  });

  it('strips control characters and bidi overrides from an uploaded file name', () => {
    expect(cleanFileName('evil\u0001name.zip', 'unnamed')).toBe('evilname.zip');
    expect(cleanFileName('photo\u202egnp.exe', 'unnamed')).toBe('photognp.exe');
    expect(cleanFileName('\u0001\u0002', 'unnamed')).toBe('unnamed');
    expect(cleanFileName(`${'a'.repeat(300)}.png`, 'x')).toHaveLength(255);
  });
});
