import { tooBigForUpload } from '@signage/domain/media';
import { MEDIA_MESSAGES } from '@signage/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { type ProbeDimensions, refusalOf } from './upload-checks.ts';

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);
const sized =
  (width: number, height: number): ProbeDimensions =>
  async () => ({ width, height });
const MAX = 1_000_000;

describe('browser checks before sending (spec 01 §5)', () => {
  it('refuses gzip, other fonts and unknown types with the exact texts', async () => {
    const probe = vi.fn(sized(10, 10));
    expect(await refusalOf(file('logs.gz'), MAX, probe)).toBe('warning: gZip files are not supported');
    expect(await refusalOf(file('font.woff2'), MAX, probe)).toBe('Only font files of type TTF and OTF supported');
    expect(await refusalOf(file('notes.txt'), MAX, probe)).toBe(
      'Failed to load file: notes.txt. File type txt not supported',
    );
    expect(probe).not.toHaveBeenCalled();
  });

  it('refuses images and videos above 1920 x 1080 (both dimensions)', async () => {
    expect(await refusalOf(file('big.png'), MAX, sized(2400, 1500))).toBe(MEDIA_MESSAGES.tooLarge('big.png'));
    expect(await refusalOf(file('big.mp4'), MAX, sized(3840, 2160))).toBe(
      'Failed to load file: big.mp4. Cannot upload media with resolution higher than 1920 x 1080',
    );
    expect(await refusalOf(file('tall.png'), MAX, sized(1000, 3000))).toBeNull();
    expect(await refusalOf(file('ok.jpg'), MAX, sized(1920, 1080))).toBeNull();
  });

  it('lets the server decide when the browser cannot read the size', async () => {
    expect(await refusalOf(file('clip.wmv'), MAX, async () => null)).toBeNull();
  });

  it('does not probe audio, fonts or touch apps', async () => {
    const probe = vi.fn(sized(5000, 5000));
    for (const name of ['a.mp3', 'b.ttf', 'c.zip']) expect(await refusalOf(file(name), MAX, probe)).toBeNull();
    expect(probe).not.toHaveBeenCalled();
  });

  it('refuses a file larger than the installation allows', async () => {
    expect(await refusalOf(file('huge.mp3', 2048), 1024, sized(1, 1))).toBe(
      'Failed to load file: huge.mp3. It is larger than the maximum upload size of 1.0 KB',
    );
    expect(tooBigForUpload('a.png', 1024 * 1024 * 512)).toBe(
      'Failed to load file: a.png. It is larger than the maximum upload size of 512.0 MB',
    );
  });
});
