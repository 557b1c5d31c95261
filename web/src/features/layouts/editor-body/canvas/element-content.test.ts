import { newElement } from '@signage/domain/layouts/elements';
import { describe, expect, it } from 'vitest';
import type { ElementNode } from '../model/normalise.ts';
import { cardLabel } from './element-content.tsx';

const node = (kind: 'image' | 'video', fields: object = {}) => ({ ...newElement(kind, 'e'), ...fields }) as ElementNode;

describe('a media element drawn as a card', () => {
  it('says no media was chosen when none was', () => {
    expect(cardLabel(node('image'))).toBe('Image: no media chosen');
    expect(cardLabel(node('video'))).toBe('Video: no media chosen');
  });

  it('says the chosen item is hidden from the user, not that there is none, when their forced tags hide it', () => {
    expect(cardLabel(node('image', { media_id: 2 }))).toBe('Image: media 2, not visible to you');
    expect(cardLabel(node('video', { media_id: 7 }))).toBe('Video: media 7, not visible to you');
  });
});
