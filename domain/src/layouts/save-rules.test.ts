import { describe, expect, it } from 'vitest';
import { LAYOUT_MESSAGES } from './constants.ts';
import { newElement } from './elements.ts';
import { checkLayoutSave, type LayoutDraft } from './save-rules.ts';
import { newLayoutJson } from './tree.ts';

const media = new Map([
  [1, 'image'],
  [2, 'video'],
  [3, 'font'],
  [4, 'touchapp'],
]);
const plain = { forcedTags: [], mediaTypes: media };

function layout(...children: object[]): LayoutDraft {
  return { name: 'Lobby', tags: ['lobby'], layout_type: 'layout', json: { ...newLayoutJson(), children } };
}
const refused = (draft: LayoutDraft, options = plain) => {
  const check = checkLayoutSave(draft, options);
  return check.ok ? undefined : check.msg;
};

describe('layout save rules', () => {
  it('accept a valid layout', () => {
    const image = { ...newElement('image', 'i'), media_id: 1, left: 10, pwidth: 90 };
    const text = { ...newElement('text', 't'), font_mediaid: 3, top: 50, pheight: 50 };
    expect(checkLayoutSave(layout(image, text), plain)).toEqual({ ok: true });
  });

  it('need a name', () => {
    expect(refused({ ...layout(), name: '  ' })).toBe('Layout name empty.');
    expect(refused({ ...layout(), name: undefined })).toBe('Layout name empty.');
  });

  it('need tags, or a confirmation from a user with forced tags', () => {
    expect(refused({ ...layout(), tags: [] })).toBe('You have not entered any tags.');
    expect(checkLayoutSave({ ...layout(), tags: [] }, { forcedTags: ['north'] })).toEqual({
      ok: true,
      confirm: LAYOUT_MESSAGES.confirmNoTags,
    });
  });

  it('refuse properties that are not numbers, except a video duration', () => {
    for (const field of ['left', 'top', 'pwidth', 'pheight', 'duration']) {
      const image = { ...newElement('image', 'i'), [field]: '10' };
      expect(refused(layout(image)), field).toBe('Invalid value in layout properties');
    }
    expect(refused(layout({ ...newElement('text', 't'), duration: -5 }))).toBe('Invalid value in layout properties');
    expect(refused(layout({ ...newElement('video', 'v'), duration: null }))).toBeUndefined();
    expect(refused({ ...layout(), json: { ...newLayoutJson(), left: 'x' } })).toBe(
      'Invalid value in layout properties',
    );
  });

  it('refuse a JSON that is an array, or not an object', () => {
    expect(refused({ ...layout(), json: [] })).toBe('Layout in wrong format');
    expect(refused({ ...layout(), json: 'x' })).toBe('Layout in wrong format');
    expect(refused(layout(['x']))).toBe('Layout in wrong format');
    expect(refused(layout({ ...newElement('region', 'r'), children: {} }))).toBe('Layout in wrong format');
  });

  it('refuse unknown kinds with a clear sentence', () => {
    expect(refused(layout({ ...newElement('image', 'i'), type: 'hologram' }))).toBe(
      LAYOUT_MESSAGES.unknownKind('hologram'),
    );
    expect(refused(layout({ ...newElement('widget_web', 'w'), widget_type: 'fax' }))).toBe(
      LAYOUT_MESSAGES.unknownWidget('fax'),
    );
  });

  it('need a video in a sync sequence, and only videos', () => {
    const sync = (...children: object[]): LayoutDraft => ({
      name: 'Sync',
      tags: ['x'],
      layout_type: 'sync_sequence',
      json: { ...newLayoutJson('sync_sequence'), children },
    });
    expect(refused(sync())).toBe('Sequence does not have any videos selected.');
    expect(refused(sync(newElement('video', 'v')))).toBe('Sequence does not have any videos selected.');
    expect(refused(sync({ ...newElement('video', 'v'), media_id: 2 }))).toBeUndefined();
    expect(refused(sync({ ...newElement('image', 'i'), media_id: 1 }))).toBe('Selected media needs to be a video');
    expect(refused({ ...sync(), json: newLayoutJson() })).toBe(LAYOUT_MESSAGES.rootKind('sync_sequence'));
  });

  it('need media of the right type that the saver can see', () => {
    expect(refused(layout({ ...newElement('video', 'v'), media_id: 1 }))).toBe('Selected media needs to be a video');
    expect(refused(layout({ ...newElement('image', 'i'), media_id: 2 }))).toBe('Selected media needs to be a image');
    expect(refused(layout({ ...newElement('touchapp', 't'), media_id: 1 }))).toBe(LAYOUT_MESSAGES.needsTouchApp);
    expect(refused(layout({ ...newElement('text', 't'), font_mediaid: 1 }))).toBe(LAYOUT_MESSAGES.needsFont);
    expect(refused(layout({ ...newElement('image', 'i'), media_id: 99 }))).toBe(LAYOUT_MESSAGES.mediaMissing(99));
    // Without a lookup (the console before choosing), only the id's form is checked.
    expect(refused(layout({ ...newElement('image', 'i'), media_id: 99 }), { forcedTags: [] } as never)).toBeUndefined();
  });

  it('need data source ids above 0', () => {
    const region = { ...newElement('region', 'r'), data_sources: [{ id: 0, url: 'x' }] };
    expect(refused(layout(region))).toBe(LAYOUT_MESSAGES.dataSourceId);
    expect(refused(layout({ ...newElement('text', 't'), data_source: -1 }))).toBe(LAYOUT_MESSAGES.dataSourceId);
    expect(refused(layout({ ...newElement('text', 't'), data_source: 4, data_key: 'k', data_column: 1 }))).toBe(
      undefined,
    );
  });

  it('keep children inside their parent', () => {
    const image = (box: object) => ({ ...newElement('image', 'i'), name: 'Poster', ...box });
    expect(refused(layout(image({ left: 60, pwidth: 50 })))).toBe(LAYOUT_MESSAGES.outsideParent('Poster'));
    expect(refused(layout(image({ top: -1, pheight: 50 })))).toBe(LAYOUT_MESSAGES.outsideParent('Poster'));
    expect(refused(layout(image({ pwidth: 0 })))).toBe(LAYOUT_MESSAGES.outsideParent('Poster'));
    expect(refused(layout(image({ left: 33.33, pwidth: 66.67 })))).toBeUndefined();
    const nested = { ...newElement('region', 'r'), pwidth: 50, children: [image({ left: 50, pwidth: 60 })] };
    expect(refused(layout(nested))).toBe(LAYOUT_MESSAGES.outsideParent('Poster'));
  });

  it('accept no widgets in a touch-app layout', () => {
    expect(refused(layout({ ...newElement('touchapp', 't'), media_id: 4 }, newElement('widget_web', 'w')))).toBe(
      LAYOUT_MESSAGES.touchAppWidgets,
    );
  });

  it('need unique element ids, and bound the tree', () => {
    expect(refused(layout(newElement('text', 'same'), newElement('text', 'same')))).toBe(
      LAYOUT_MESSAGES.duplicateId('same'),
    );
    let deep: object = newElement('text', 'leaf');
    for (let i = 0; i < 14; i++) deep = { ...newElement('region', `r${i}`), children: [deep] };
    expect(refused(layout(deep))).toBe(LAYOUT_MESSAGES.tooDeep);
    const many = Array.from({ length: 2000 }, (_, i) => newElement('text', `t${i}`));
    expect(refused(layout(...many))).toBe(LAYOUT_MESSAGES.tooManyElements);
  });
});
