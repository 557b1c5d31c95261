import { parseWallClock } from '@signage/domain/schedules/wall-clock';
import { describe, expect, it } from 'vitest';
import { localToWall, timelineBars, wallToLocal } from './timeline-bars.ts';

const wall = (text: string) => parseWallClock(text)!;

describe('timeline bars', () => {
  it('draws weekday and day-part schedules as the intervals they play, one group per layout labelled L', () => {
    const { groups, bars } = timelineBars(
      [
        {
          id: '1',
          layoutId: '7',
          layoutName: 'Breakfast',
          contentType: 'LAYOUT',
          tags: [{ name: 'cafe' }, { name: 'floor2' }],
          // Mon-Wed-Fri, 07:00-10:00 each day, one week.
          timer: { start: '2026-01-05T07:00', end: '2026-01-11T10:00', dow: 1 + 4 + 16, dayPart: true },
        },
        {
          id: '2',
          layoutId: '8',
          layoutName: 'Next year',
          contentType: 'LAYOUT',
          timer: { start: '2027-01-05T07:00', end: '2027-01-11T10:00', dow: 127, dayPart: false },
        },
      ],
      wall('2026-01-01T00:00'),
      wall('2026-02-01T00:00'),
    );
    expect(groups).toEqual([{ id: 'L7', content: 'L Breakfast' }]);
    expect(bars.map((b) => [b.start, b.end])).toEqual([
      [wall('2026-01-05T07:00'), wall('2026-01-05T10:00')],
      [wall('2026-01-07T07:00'), wall('2026-01-07T10:00')],
      [wall('2026-01-09T07:00'), wall('2026-01-09T10:00')],
    ]);
    expect(bars.map((b) => b.label)).toEqual(['#cafe #floor2', '#cafe #floor2', '#cafe #floor2']);
  });

  it('names a layout or playlist the user may not see by its id, not as "Untitled"', () => {
    const { groups } = timelineBars(
      [
        {
          id: '3',
          layoutId: '4',
          layoutName: null,
          contentType: 'LAYOUT',
          timer: { start: '2026-01-05T07:00', end: '2026-01-11T10:00', dow: 127, dayPart: false },
        },
        {
          id: '5',
          audioPlaylistId: '9',
          audioPlaylist: null,
          contentType: 'AUDIO_PLAYLIST',
          timer: { start: '2026-01-05T07:00', end: '2026-01-11T10:00', dow: 127, dayPart: false },
        },
      ],
      wall('2026-01-01T00:00'),
      wall('2026-02-01T00:00'),
    );
    expect(groups.map((g) => g.content)).toEqual([
      'L Layout 4 (not visible to you)',
      'A Audio playlist 9 (not visible to you)',
    ]);
  });

  it('labels a schedule without tags as reaching every player', () => {
    const { bars } = timelineBars(
      [
        {
          id: '3',
          layoutId: '9',
          layoutName: 'Everywhere',
          contentType: 'LAYOUT',
          tags: [],
          timer: { start: '2026-01-05T00:00', end: '2026-01-06T23:59', dow: 127, dayPart: false },
        },
      ],
      wall('2026-01-01T00:00'),
      wall('2026-02-01T00:00'),
    );
    expect(bars.map((b) => b.label)).toEqual(['every player']);
  });

  it('shows wall clocks on the axis as they read, whatever the browser zone', () => {
    const ms = wall('2026-03-29T02:30');
    expect(localToWall(wallToLocal(ms))).toBe(ms);
    expect(wallToLocal(ms).getHours()).toBe(2);
  });
});
