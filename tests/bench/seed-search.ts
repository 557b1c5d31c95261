import { type Kysely, sql } from 'kysely';

/** Words the seeded names are made of: a word matches about 2% of the rows of each type. */
export const SEARCH_WORDS = [
  'lobby',
  'north',
  'south',
  'cafe',
  'atrium',
  'foyer',
  'kiosk',
  'window',
  'counter',
  'entrance',
  'garden',
  'station',
  'platform',
  'gate',
  'terminal',
  'menu',
  'promo',
  'winter',
  'summer',
  'autumn',
  'spring',
  'sale',
  'brand',
  'poster',
  'banner',
  'ticker',
  'welcome',
  'exit',
  'lift',
  'stair',
  'hall',
  'office',
  'meeting',
  'canteen',
  'bakery',
  'pharmacy',
  'fashion',
  'sports',
  'toys',
  'books',
  'music',
  'cinema',
  'parking',
  'level',
  'floor',
  'tower',
  'plaza',
  'market',
  'harbour',
  'bridge',
];
/** Each object carries two of 200 tags: a tag is on about 1% of the objects. */
export const SEARCH_TAG_COUNT = 200;
export const searchTag = (i: number) => `area-${String(i).padStart(3, '0')}`;

/**
 * Writes `count` tagged objects, a quarter each of media, activated devices, layouts (one in four of them a
 * template) and schedules of those layouts (a month each, over two years), straight into a migrated database:
 * names of two words and a number, two of 200 tags each.
 */
export async function seedSearchObjects(db: Kysely<never>, count: number) {
  const words = sql`cast(${sql.val(SEARCH_WORDS)} as text[])`;
  const name = sql`(${words})[1 + i % ${SEARCH_WORDS.length}] || ' ' || (${words})[1 + (i / 7) % ${SEARCH_WORDS.length}] || ' ' || i`;
  const tags = sql`array['area-' || lpad((i % ${SEARCH_TAG_COUNT})::text, 3, '0'), 'area-' || lpad(((i * 7 + 3) % ${SEARCH_TAG_COUNT})::text, 3, '0')]`;
  const quarter = Math.floor(count / 4);
  // The GIN indexes take rows one by one (fastupdate off, migration 006): far too slow for a bulk load.
  // Load through the pending list instead, then merge it in one go.
  const { rows: gin } = await sql<{ name: string }>`select indexname as name from pg_indexes
    where tablename in ('media', 'devices', 'layouts', 'schedules') and indexdef ilike '%using gin%'`.execute(db);
  for (const { name } of gin) await sql`alter index ${sql.id(name)} set (fastupdate = on)`.execute(db);
  await db.transaction().execute(async (trx) => {
    await sql`insert into tags (name) select 'area-' || lpad(i::text, 3, '0') from generate_series(0, ${SEARCH_TAG_COUNT - 1}) as i
      on conflict do nothing`.execute(trx);
    await sql`insert into media (name, tags, media_type, media_format, mime_type, size, width, height, file_name, original_name)
      select ${name}, ${tags}, 'image', 'png', 'image/png', 1234, 64, 36, 'bench-shared.png', 'bench-' || i || '.png'
      from generate_series(1, ${quarter}) as i`.execute(trx);
    await sql`insert into devices (name, tags, device_key, activated, player_secret_hash, asset_tag)
      select ${name}, ${tags}, 'BENCH-' || i, true, 'x', 'A' || i
      from generate_series(1, ${quarter}) as i`.execute(trx);
    await sql`insert into layouts (name, tags, json, template)
      select ${name}, ${tags}, '{"type": "region", "children": []}'::jsonb, i % 4 = 0
      from generate_series(1, ${quarter}) as i`.execute(trx);
    await sql`insert into schedules (layout_id, tags, start_time, end_time)
      select l.layout_id, l.tags, timestamp '2026-01-01' + (l.layout_id % 24) * interval '1 month',
        timestamp '2026-01-31 23:59' + (l.layout_id % 24) * interval '1 month'
      from layouts as l, generate_series(1, ${count - 3 * quarter}) as i
      where l.layout_id = 1 + (i - 1) % ${quarter}`.execute(trx);
  });
  for (const { name } of gin) {
    await sql`select gin_clean_pending_list(${name}::regclass)`.execute(db);
    await sql`alter index ${sql.id(name)} set (fastupdate = off)`.execute(db);
  }
  await sql`analyze`.execute(db);
}
