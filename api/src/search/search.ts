import type { SearchAnswer, SearchResult } from '@signage/contract/search';
import { hasAnyPermission } from '@signage/domain/permissions';
import { resultId, SEARCH_OBJECTS, type SearchObjectKey } from '@signage/domain/search';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SearchableArea, TagRegistry } from '../kit/tag-registry.ts';
import { likeStarting } from '../kit/tagged-where.ts';
import { type SearchWhere, searchWhere, untyped } from './search-where.ts';

export interface SearchRequest extends SearchWhere {
  /** The caller's permissions (forcedTags are in SearchWhere); none when left out. */
  permissions?: readonly string[];
  objects?: readonly SearchObjectKey[];
  embed: boolean;
  page: number;
  perPage: number;
}

/** The registered areas a caller may search, in the order asked (or registered), each once. */
export function searchedAreas(
  registry: TagRegistry,
  permissions: readonly string[],
  objects?: readonly SearchObjectKey[],
) {
  const mayView = registry.searchable.filter((area) => hasAnyPermission(permissions, area.search.view));
  if (!objects) return mayView;
  return [...new Set(objects)].flatMap((key) => mayView.filter((area) => area.search.key === key));
}

/**
 * The tagged-object search (spec 02 §7): per area one page of rows, newest first, and the total of matches,
 * each row with its tags in their group colours and, when asked, the object as its own area answers it.
 */
export async function searchTaggedObjects(
  { db, tagRegistry }: { db: Db; tagRegistry: TagRegistry },
  permissions: readonly string[],
  request: SearchRequest,
): Promise<SearchAnswer> {
  const areas = searchedAreas(tagRegistry, permissions, request.objects);
  const asked = { ...request, permissions };
  const answers = await Promise.all(areas.map((area) => searchArea(db, tagRegistry, area, asked)));
  const answer: Record<string, unknown> = {};
  areas.forEach((area, i) => {
    const { rows, total } = answers[i]!;
    answer[area.search.key] = rows;
    answer[SEARCH_OBJECTS[area.search.key].pageInfo] = {
      current_page: request.page,
      page_size: request.perPage,
      total_items: total,
    };
  });
  return answer as SearchAnswer;
}

const viewerOf = (request: SearchRequest) => ({
  forced_tags: request.forcedTags,
  permissions: request.permissions ?? [],
});

/**
 * The two queries of one area in a search: a page of rows and the count of matches. Rows come newest first; with
 * free text, those named exactly as typed (any case) come first, then those whose name starts with it: among a
 * fleet of "Seed player 1".."Seed player 200", "seed player 1" finds Seed player 1 first, not 25 newer players.
 */
export function areaSearchQueries(db: Db, area: SearchableArea, request: SearchRequest) {
  const id = sql.ref(`${area.table}.${area.id}`);
  const name =
    typeof area.search.name === 'function'
      ? area.search.name(viewerOf(request))
      : typeof area.search.name === 'object'
        ? area.search.name
        : sql.ref(`${area.table}.${area.search.name ?? 'name'}`);
  const text = request.q?.trim();
  const matches = () => untyped(db).selectFrom(area.table).where(searchWhere(area, request));
  return {
    page: matches()
      .select([id.as('object_id'), name.as('name'), sql.ref(`${area.table}.tags`).as('tags')])
      .$if(!!text, (q) =>
        q.orderBy(
          sql`case when lower(${name}) = lower(${text}) then 0 when ${name} ilike ${likeStarting(text!)} then 1 else 2 end`,
        ),
      )
      .orderBy(id, 'desc')
      .limit(request.perPage)
      .offset((request.page - 1) * request.perPage),
    count: matches().select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

async function searchArea(db: Db, tagRegistry: TagRegistry, area: SearchableArea, request: SearchRequest) {
  const queries = areaSearchQueries(db, area, request);
  const [rows, count] = await Promise.all([
    queries.page.execute() as Promise<{ object_id: number; name: string; tags: string[] }[]>,
    queries.count.executeTakeFirstOrThrow(),
  ]);
  const type = SEARCH_OBJECTS[area.search.key].type;
  const tags = await tagRegistry.label(rows.map((row) => row.tags));
  const embedded =
    request.embed && area.search.embed
      ? await area.search.embed(
          rows.map((r) => r.object_id),
          viewerOf(request),
        )
      : undefined;
  const results: SearchResult[] = rows.map((row, i) => ({
    name: row.name,
    result_id: resultId(type, row.object_id),
    object_id: row.object_id,
    type,
    tags: tags[i]!,
    ...(embedded?.has(row.object_id) ? { original_resource: embedded.get(row.object_id)! } : {}),
  }));
  return { rows: results, total: Number(count.n) };
}
