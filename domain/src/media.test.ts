import { describe, expect, it } from 'vitest';
import { classifyMediaFile, compactFileSize, exceedsMaxResolution, fileSize, shortFileName } from './media.ts';
import { MEDIA_MESSAGES } from './messages.ts';

describe('media file classification', () => {
  it('knows each type by its formats', () => {
    expect(classifyMediaFile('a.PNG')).toEqual({ type: 'image', format: 'png' });
    expect(classifyMediaFile('a.jpg')).toEqual({ type: 'image', format: 'jpeg' });
    expect(classifyMediaFile('clip.mp4')).toEqual({ type: 'video', format: 'mp4' });
    expect(classifyMediaFile('song.flac')).toEqual({ type: 'audio', format: 'flac' });
    expect(classifyMediaFile('app.zip')).toEqual({ type: 'touchapp', format: 'zip' });
    expect(classifyMediaFile('f.otf')).toEqual({ type: 'font', format: 'otf' });
  });
  it('refuses with the spec messages', () => {
    expect(classifyMediaFile('x.tar.gz')).toEqual({ error: 'warning: gZip files are not supported' });
    expect(classifyMediaFile('f.woff2')).toEqual({ error: 'Only font files of type TTF and OTF supported' });
    expect(classifyMediaFile('notes.txt')).toEqual({
      error: 'Failed to load file: notes.txt. File type txt not supported',
    });
  });
});

describe('limits and display', () => {
  it('refuses media only when both dimensions exceed 1920 x 1080', () => {
    expect(exceedsMaxResolution(1921, 1081)).toBe(true);
    expect(exceedsMaxResolution(1920, 1080)).toBe(false);
    expect(exceedsMaxResolution(4000, 1000)).toBe(false);
    expect(MEDIA_MESSAGES.tooLarge('big.png')).toBe(
      'Failed to load file: big.png. Cannot upload media with resolution higher than 1920 x 1080',
    );
  });
  it('shortens names over 12 characters and formats sizes', () => {
    expect(shortFileName('short.png')).toBe('short.png');
    expect(shortFileName('a-very-long-name.png')).toBe('a-very-long-...');
    expect(compactFileSize(999)).toBe('999 b');
    expect(compactFileSize(2048)).toBe('2.0 kb');
    expect(compactFileSize(3 * 1024 * 1024)).toBe('3.0 mb');
    expect(fileSize(512)).toBe('512 bytes');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(5 * 1024 ** 3)).toBe('5.0 GB');
  });
});
