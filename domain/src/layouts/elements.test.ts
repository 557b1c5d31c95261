import { describe, expect, it } from 'vitest';
import { kindLabel, NO_DURATION, newElement, REGION_BACKGROUND, rssTickerUrl } from './elements.ts';
import { convertToTouchApp, isTouchAppLayout, mediaIdsOf, newLayoutJson } from './tree.ts';

describe('newElement', () => {
  it('makes a region with the spec defaults', () => {
    const region = newElement('region', 'r1');
    expect(region).toMatchObject({
      type: 'region',
      id: 'r1',
      left: 0,
      top: 0,
      pwidth: 100,
      pheight: 100,
      duration: NO_DURATION,
      background: REGION_BACKGROUND,
      background_transparent: true,
      fallback: false,
      audio_enabled: false,
      switch_index: 0,
      data_sources: [],
      children: [],
      visible: true,
      editable: true,
      static: false,
    });
  });

  it('gives every kind its own defaults', () => {
    expect(newElement('image')).toMatchObject({ duration: 30, media_id: null, _metadata: { maintain_ar: true } });
    expect(newElement('video')).toMatchObject({ duration: null, _metadata: { maintain_ar: true } });
    expect(newElement('streamingvideo')).toMatchObject({ duration: -1, data: { slot: 1 } });
    expect(newElement('text')).toMatchObject({ duration: 30, font_family: 'OpenSans', font_size: 100 });
    expect(newElement('sequence')).toMatchObject({ duration: -1, background_transparent: true, children: [] });
    expect(newElement('tag_zone')).toMatchObject({ duration: -1, background_transparent: false, tag_zone_tags: [] });
    expect(newElement('touchapp')).toMatchObject({ duration: -1, media_id: null });
    expect(newElement('widget_rss')).toMatchObject({
      type: 'widget',
      widget_type: 'rss',
      duration: -1,
      data: { url: rssTickerUrl(''), include_auth: true },
    });
    expect(newElement('widget_twitter').data).toEqual({ auth_id: 1, include_auth: true });
    expect(newElement('widget_web')).toMatchObject({ widget_type: 'web', data: { url: '' } });
  });

  it('gives each new element its own id', () => {
    expect(newElement('text').id).not.toBe(newElement('text').id);
  });
});

describe('the tree', () => {
  it('lists the media it uses, once each, and knows a touch-app layout', () => {
    const root = newLayoutJson();
    root.children.push(
      { ...newElement('image', 'a'), media_id: 7 },
      { ...newElement('video', 'b'), media_id: 3 },
      { ...newElement('sequence', 's'), children: [{ ...newElement('image', 'c'), media_id: 7 }] },
      { ...newElement('text', 't'), font_mediaid: 9 },
    );
    expect(mediaIdsOf(root)).toEqual([3, 7, 9]);
    expect(isTouchAppLayout(root)).toBe(false);
    root.children.push(newElement('touchapp'));
    expect(isTouchAppLayout(root)).toBe(true);
  });
});

describe('converting to a touch app', () => {
  it('clears every element and leaves one touch app over the whole screen, the root as it was', () => {
    const root = { ...newLayoutJson(), background_color: '#123456' };
    root.children.push({ ...newElement('image', 'a'), media_id: 7 }, newElement('widget_web', 'w'));
    const converted = convertToTouchApp(root);
    expect(converted).toMatchObject({ id: 'root', background_color: '#123456' });
    expect(converted.children).toHaveLength(1);
    expect(converted.children[0]).toMatchObject({ type: 'touchapp', left: 0, top: 0, pwidth: 100, pheight: 100 });
    expect(mediaIdsOf(converted)).toEqual([]);
    expect(isTouchAppLayout(converted)).toBe(true);
    expect(root.children).toHaveLength(2);
  });
});

describe('kind labels', () => {
  it('names each kind as new elements and the tree show it, every widget a "Widget"', () => {
    expect(kindLabel('tag_zone')).toBe('Tag Zone');
    expect(kindLabel('widget')).toBe('Widget');
    expect(newElement('widget_rss', 'w1').name).toBe('RSS Widget');
    expect(newElement('streamingvideo', 's1').name).toBe('Streaming');
  });

  it('shows a type that is no kind of ours as it is', () => {
    expect(kindLabel('hologram')).toBe('hologram');
    expect(kindLabel('toString')).toBe('toString');
  });
});
