import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import type { SearchFilters } from '../../api/src/kit/search-area.ts';
import { type SearchableArea, TagRegistry, taggedArea } from '../../api/src/kit/tag-registry.ts';
import { allFilters, scheduleEndFilter, templateFilters, timeRangeFilters } from '../../api/src/search/area-filters.ts';
import { areaSearchQueries, type SearchRequest } from '../../api/src/search/search.ts';
import { freshDatabaseUrl } from './testkit/stack.ts';

// A tagged area that is not installed on this branch (layout-like: templates, a time range, schedules), made
// here to show that an area joins the search by registering, with the filters the kit offers.
let database: OpenDatabase;
let drop: () => Promise<void>;
let area: SearchableArea;

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  database = await openDatabase({ databaseUrl: fresh.url });
  await migrate(database.db);
  await sql`create table future_things (thing_id integer primary key, name text not null, tags text[] not null,
    template boolean not null, starts timestamptz not null, ends timestamptz not null)`.execute(database.db);
  await sql`create table future_schedules (thing_id integer not null, ends timestamptz not null)`.execute(database.db);
  await sql`insert into future_things values
    (1, 'Plain spring', '{lobby}', false, '2026-03-01', '2026-03-31'),
    (2, 'Template spring', '{lobby}', true, '2026-03-10', '2026-04-30'),
    (3, 'Plain autumn', '{cafe}', false, '2026-09-01', '2026-09-30')`.execute(database.db);
  await sql`insert into future_schedules values (1, '2026-05-01'), (3, '2026-01-01')`.execute(database.db);
  const registry = new TagRegistry(database.db);
  const things = taggedArea({
    table: 'future_things' as 'media',
    id: 'thing_id' as 'media_id',
    noun: 'Thing',
    text: ['name'],
  });
  registry.register(things, {
    key: 'layouts',
    view: [],
    edit: [],
    filters: allFilters(
      templateFilters('future_things', 'template'),
      timeRangeFilters('future_things', 'starts', 'ends'),
      scheduleEndFilter(
        'future_things',
        'thing_id',
        (after) => sql`select thing_id from future_schedules where ends > ${after}`,
      ),
    ),
  });
  area = registry.searchable[0]!;
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

async function ids(filters: SearchFilters & { q?: string; tags?: string[] }) {
  const request: SearchRequest = { forcedTags: [], embed: false, page: 1, perPage: 25, ...filters };
  const rows = await areaSearchQueries(database.db, area, request).page.execute();
  return rows.map((row) => (row as { object_id: number }).object_id);
}

describe('an area registered for search', () => {
  it('is found by text and tags like any other', async () => {
    expect(await ids({ q: 'SPRING' })).toEqual([2, 1]);
    expect(await ids({ tags: ['cafe'] })).toEqual([3]);
  });

  it('shows or hides templates and plain ones', async () => {
    expect(await ids({ layoutTemplate: 'hide' })).toEqual([3, 1]);
    expect(await ids({ layoutNonTemplate: 'hide' })).toEqual([2]);
    expect(await ids({ layoutTemplate: 'hide', layoutNonTemplate: 'hide' })).toEqual([]);
    expect(await ids({ layoutTemplate: 'show', layoutNonTemplate: 'show' })).toEqual([3, 2, 1]);
  });

  it('filters by its own time range and by its schedules’ ends', async () => {
    expect(await ids({ startBefore: new Date('2026-03-05') })).toEqual([1]);
    expect(await ids({ endAfter: new Date('2026-04-01') })).toEqual([3, 2]);
    expect(await ids({ startBefore: new Date('2026-06-01'), endAfter: new Date('2026-04-01') })).toEqual([2]);
    expect(await ids({ scheduleEndAfter: new Date('2026-02-01') })).toEqual([1]);
  });
});
