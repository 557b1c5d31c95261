import { type Compilable, CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { DEVICE_AREA } from '../../api/src/devices/repository.ts';
import { TagRegistry } from '../../api/src/kit/tag-registry.ts';
import { LAYOUT_AREA } from '../../api/src/layouts/repository.ts';
import { MEDIA_AREA } from '../../api/src/media/repository.ts';
import { SCHEDULE_AREA } from '../../api/src/schedules/repository.ts';
import { scheduleSearchName } from '../../api/src/schedules/search-area.ts';
import { areaSearchQueries, type SearchRequest } from '../../api/src/search/search.ts';
import { SEARCH_WORDS, searchTag, seedSearchObjects } from '../bench/seed-search.ts';
import { freshDatabaseUrl } from './testkit/stack.ts';

let database: OpenDatabase;
let drop: () => Promise<void>;
const registry = () => {
  const tags = new TagRegistry(database.db);
  tags.register(MEDIA_AREA, { key: 'media', view: [], edit: [] });
  tags.register(DEVICE_AREA, { key: 'devices', view: [], edit: [] });
  tags.register(LAYOUT_AREA, { key: 'layouts', view: [], edit: [] });
  tags.register(SCHEDULE_AREA, { key: 'schedules', name: scheduleSearchName, view: [], edit: [] });
  return tags;
};

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  database = await openDatabase({ databaseUrl: fresh.url });
  await migrate(database.db);
  await seedSearchObjects(database.db as never, 100_000);
}, 180_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
});

async function plan(query: Compilable) {
  const { sql, parameters } = query.compile();
  const result = await database.db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain ${sql}`, [...parameters]),
  );
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

const request = (where: Partial<SearchRequest>): SearchRequest => ({
  forcedTags: [],
  embed: false,
  page: 1,
  perPage: 25,
  ...where,
});

describe('a search over 100,000 tagged objects', () => {
  it('finds free text through the trigram index and tags through the GIN index, never by a scan', async () => {
    for (const area of registry().searchable) {
      const text = areaSearchQueries(database.db, area, request({ q: `${SEARCH_WORDS[9]} 12` }));
      expect(await plan(text.count)).toContain(`${area.table}_search_text`);
      const tagged = areaSearchQueries(database.db, area, request({ tags: [searchTag(7)] }));
      expect(await plan(tagged.count)).toContain(`${area.table}_tags`);
      const both = areaSearchQueries(database.db, area, request({ q: SEARCH_WORDS[3], tags: [searchTag(7)] }));
      for (const query of [both.page, both.count, text.page, tagged.page])
        expect(await plan(query)).not.toMatch(/Seq Scan/);
    }
  });

  it('counts what a scan would count', async () => {
    const [media] = registry().searchable;
    const queries = areaSearchQueries(database.db, media!, request({ q: 'CAFE', tags: [searchTag(7)] }));
    const { n } = await queries.count.executeTakeFirstOrThrow();
    const rows = await database.db.selectFrom('media').select(['name', 'tags']).execute();
    const expected = rows.filter(
      (row) => /cafe/i.test(`${row.name} ${row.tags.join(' ')}`) && row.tags.includes(searchTag(7)),
    );
    expect(Number(n)).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
  });
});
