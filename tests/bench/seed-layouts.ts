import { newLayoutJson } from '@signage/domain/layouts/tree';
import { openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { BENCH_TAG_COUNT, benchTag } from './seed-media.ts';

/**
 * Writes `count` layouts straight into a data folder's embedded database before the stack starts. Each
 * carries two of 50 tags; one in ten is a template. Their thumbnails render on demand, as for rows written by
 * another instance.
 */
export async function seedLayouts(dataDir: string, count: number) {
  const { db, close } = await openDatabase({ dataDir });
  await migrate(db);
  await db
    .insertInto('tags')
    .values(Array.from({ length: BENCH_TAG_COUNT }, (_, i) => ({ name: benchTag(i) })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const json = JSON.stringify(newLayoutJson());
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `bench layout ${i}`,
    tags: [benchTag(i % BENCH_TAG_COUNT), benchTag((i * 7 + 3) % BENCH_TAG_COUNT)],
    json,
    template: i % 10 === 0,
  }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 1000)
      await trx
        .insertInto('layouts')
        .values(rows.slice(i, i + 1000))
        .execute();
  });
  await close();
}
