import { describe, expect, it } from 'vitest';
import { newElement } from './elements.ts';
import { playDuration, sequenceSteps, UNTIMED_SEQUENCE_STEP } from './play-time.ts';

const image = (id: string, duration = 30) => ({ ...newElement('image', id), duration });

describe('play time', () => {
  it('plays an element for its own duration, a video for its media item’s', () => {
    expect(playDuration(image('a', 12))).toBe(12);
    expect(playDuration({ ...newElement('video', 'v'), duration: 7.5 })).toBe(7.5);
    expect(playDuration(newElement('video', 'v'))).toBeUndefined();
    expect(playDuration(newElement('widget_web', 'w'))).toBeUndefined();
  });

  it('plays a container without a duration through its content', () => {
    const sequence = { ...newElement('sequence', 's'), children: [image('a', 5), image('b', 10)] };
    expect(playDuration(sequence)).toBe(15);
    const region = { ...newElement('region', 'r'), children: [image('a', 5), sequence, image('h', 99)] };
    region.children[2]!.visible = false;
    expect(playDuration(region)).toBe(15);
    expect(playDuration({ ...region, duration: 4 })).toBe(4);
    expect(playDuration(newElement('region', 'empty'))).toBeUndefined();
  });

  it('steps through visible children in order; an untimed child gets the default step', () => {
    const hidden = { ...image('hidden', 3), visible: false };
    expect(sequenceSteps([image('a', 5), hidden, newElement('widget_web', 'w')])).toEqual([
      { id: 'a', seconds: 5, timed: true },
      { id: 'w', seconds: UNTIMED_SEQUENCE_STEP, timed: false },
    ]);
  });
});
