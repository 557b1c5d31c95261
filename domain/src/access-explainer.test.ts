import { describe, expect, it } from 'vitest';
import { type AccessAction, type AccessObject, canSeeObject, explainAccess } from './access-explainer.ts';

const north: AccessObject = { kind: 'media', name: 'Beach', tags: ['north', 'summer'] };
const south: AccessObject = { kind: 'media', name: 'Dunes', tags: ['south'] };
const sharedLayout: AccessObject = { kind: 'layout', name: 'Menu', tags: ['south'], sharedWithNetwork: true };
const sharedNorthLayout: AccessObject = { kind: 'layout', name: 'Promo', tags: ['north'], sharedWithNetwork: true };

const cases: [string, string[], string[], AccessAction, AccessObject | undefined, boolean, string[]][] = [
  ['view with the view permission', ['view media'], [], 'view media', undefined, true, ['Holds "view media".']],
  ['view with only the edit permission', ['edit media'], [], 'view media', undefined, true, ['Holds "edit media".']],
  [
    'edit without the edit permission',
    ['view media'],
    [],
    'edit media',
    undefined,
    false,
    ['Needs "edit media", and holds neither.'],
  ],
  [
    'an object carrying the forced tags',
    ['edit media'],
    ['north'],
    'edit media',
    north,
    true,
    ['Holds "edit media".', '"Beach" carries every forced tag (#north).'],
  ],
  [
    'an object lacking a forced tag',
    ['edit media'],
    ['north'],
    'view media',
    south,
    false,
    ['Holds "edit media".', '"Dunes" lacks the forced tag #north: it is hidden (not found).'],
  ],
  [
    'a shared layout lacking forced tags, viewed',
    ['view layouts'],
    ['north'],
    'view layouts',
    sharedLayout,
    true,
    ['Holds "view layouts".', '"Menu" lacks #north but is shared with the network, so it is visible.'],
  ],
  [
    'a shared layout lacking forced tags, edited',
    ['edit layouts'],
    ['north'],
    'edit layouts',
    sharedLayout,
    false,
    [
      'Holds "edit layouts".',
      '"Menu" lacks #north but is shared with the network, so it is visible.',
      '"Menu" is shared with the network and lacks forced tags: it is read-only.',
    ],
  ],
  [
    'a shared layout carrying the forced tags, edited',
    ['edit layouts'],
    ['north'],
    'edit layouts',
    sharedNorthLayout,
    true,
    [
      'Holds "edit layouts".',
      '"Promo" carries every forced tag (#north).',
      '"Promo" is shared with the network and carries every forced tag: it may be changed.',
    ],
  ],
  [
    'no forced tags at all',
    ['command devices'],
    [],
    'command devices',
    { kind: 'device', name: 'Lobby', tags: [] },
    true,
    ['Holds "command devices".', 'Has no forced tags: sees every object.'],
  ],
  [
    'both rules failing are both reported',
    [],
    ['north', 'east'],
    'edit media',
    south,
    false,
    [
      'Needs "edit media", and holds neither.',
      '"Dunes" lacks the forced tags #north, #east: it is hidden (not found).',
    ],
  ],
];

describe('explainAccess', () => {
  it.each(cases)('%s', (_name, permissions, forcedTags, action, object, allowed, texts) => {
    const answer = explainAccess({ permissions, forcedTags }, action, object);
    expect(answer.allowed).toBe(allowed);
    expect(answer.steps.map((s) => s.text)).toEqual(texts);
  });
});

describe('canSeeObject', () => {
  const layout = { kind: 'layout' as const, name: 'Menu', tags: ['west'] };
  it('needs the kind view permission and forced tags that let the object through', () => {
    expect(canSeeObject({ permissions: ['view layouts'], forcedTags: [] }, layout)).toBe(true);
    expect(canSeeObject({ permissions: ['view media'], forcedTags: [] }, layout)).toBe(false);
    expect(canSeeObject({ permissions: ['edit layouts'], forcedTags: ['east'] }, layout)).toBe(false);
  });
  it('lets a layout shared with the network through forced tags', () => {
    const shared = { ...layout, sharedWithNetwork: true };
    expect(canSeeObject({ permissions: ['view layouts'], forcedTags: ['east'] }, shared)).toBe(true);
  });
});
