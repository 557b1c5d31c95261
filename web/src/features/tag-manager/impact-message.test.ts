import { describe, expect, it } from 'vitest';
import { impactMessage } from './impact-message.ts';

describe('impact message', () => {
  it('says how many objects change and how many devices are affected', () => {
    expect(impactMessage({ objects: 3, objectsChanged: 2, devices: 1 }, 'update')).toBe(
      'This changes the tags of 2 of the 3 selected objects. 1 device would change what it plays or which settings it gets.',
    );
    expect(impactMessage({ objects: 2, objectsChanged: 2, devices: 0 }, 'delete')).toBe(
      'Are you sure you want to delete these 2 items? No device would change what it plays or which settings it gets.',
    );
    expect(impactMessage({ objects: 1, objectsChanged: 1, devices: 4 }, 'update')).toContain(
      '4 devices would change what they play or which settings they get.',
    );
  });
});
