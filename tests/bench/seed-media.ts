import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';

export const BENCH_TAG_COUNT = 50;

/**
 * Writes `count` media rows straight into a data folder's embedded database before the stack starts (a
 * PGlite folder has one writer at a time). Each row carries two of 50 tags; all share one small image file.
 */
export async function seedMedia(dataDir: string, count: number) {
  const { db, close } = await openDatabase({ dataDir });
  await migrate(db);
  await mkdir(join(dataDir, 'media'), { recursive: true });
  const file = 'bench-shared.png';
  await sharp({ create: { width: 64, height: 36, channels: 3, background: '#3366cc' } })
    .png()
    .toFile(join(dataDir, 'media', file));
  await db
    .insertInto('tags')
    .values(Array.from({ length: BENCH_TAG_COUNT }, (_, i) => ({ name: benchTag(i) })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `bench item ${i}`,
    tags: [benchTag(i % BENCH_TAG_COUNT), benchTag((i * 7 + 3) % BENCH_TAG_COUNT)],
    media_type: 'image',
    media_format: 'png',
    mime_type: 'image/png',
    size: 1234,
    width: 64,
    height: 36,
    file_name: file,
    original_name: `bench-${i}.png`,
  }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 1000)
      await trx
        .insertInto('media')
        .values(rows.slice(i, i + 1000))
        .execute();
  });
  await close();
}

export function benchTag(i: number) {
  return `bench-${String(i).padStart(2, '0')}`;
}
