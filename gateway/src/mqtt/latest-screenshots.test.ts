import { describe, expect, it } from 'vitest';
import { LatestScreenshots, parseScreenshot } from './latest-screenshots.ts';

const at = new Date('2026-11-23T10:00:00Z');
const shot = (deviceId: number, image: string) => parseScreenshot(deviceId, { image, datetime: 'now' }, at)!;

describe('latest screenshots', () => {
  it('keeps the latest one of each device', () => {
    const kept = new LatestScreenshots();
    kept.keep(shot(1, 'aaaa'));
    kept.keep(shot(2, 'bb'));
    kept.keep(shot(1, 'cc'));
    expect(kept.latest(1)?.image).toBe('cc');
    expect(kept.latest(2)?.image).toBe('bb');
    expect(kept.keptChars).toBe(4);
  });

  it('forgets the devices shot longest ago when over its budget', () => {
    const kept = new LatestScreenshots(10);
    kept.keep(shot(1, '1111'));
    kept.keep(shot(2, '2222'));
    kept.keep(shot(1, '11'));
    kept.keep(shot(3, '333333'));
    expect([kept.latest(1)?.image, kept.latest(2), kept.latest(3)?.image]).toEqual(['11', undefined, '333333']);
    expect(kept.keptChars).toBe(8);
    kept.keep(shot(4, 'x'.repeat(11)));
    expect(kept.latest(4)).toBeUndefined();
  });

  it('takes images only', () => {
    expect(parseScreenshot(1, { image: 'PGh0bWw+', mime_type: 'text/html' }, at)).toBeUndefined();
    expect(parseScreenshot(1, { datetime: 'now' }, at)).toBeUndefined();
    expect(parseScreenshot(1, { image: 'iVBO' }, at)).toMatchObject({ mimeType: 'image/png', thumbnail: false });
  });
});
