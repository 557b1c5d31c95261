import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaStorage } from './storage.ts';
import { thumbnail } from './thumbnails.ts';

let dir: string;
let storage: MediaStorage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-thumbs-'));
  storage = new MediaStorage(dir);
  await storage.init();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('media thumbnails', () => {
  // Names come from uploaded file names and renames; the card draws whatever they hold.
  it.each([
    ['audio', 'mp3'],
    ['font', 'ttf'],
    ['touchapp', 'zip'],
  ])('draws the card of a %s whose name holds control characters and markup', async (media_type, media_format) => {
    const path = await thumbnail(
      storage,
      {
        media_id: 7,
        name: `evil\u0001name\u0000 <b>&"'\ud800 ${media_type}`,
        media_type,
        media_format: `${media_format}\u0002`,
        file_name: `x.${media_format}`,
        date_updated: new Date(media_type.length * 1000),
      },
      320,
      180,
    );
    const { width, height, format } = await sharp(path).metadata();
    expect({ width, height, format }).toEqual({ width: 320, height: 180, format: 'webp' });
  });
});
