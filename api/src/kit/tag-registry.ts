import { tagColours } from '@signage/domain/tag-manager';
import { type Expression, type ExpressionBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import type { CacheBus } from '../db/cache-bus.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { SearchArea } from './search-area.ts';

/** Tables whose rows carry tags (a `tags text[]` column). */
export type TaggedTableName = {
  [T in keyof Database]: Selectable<Database[T]> extends { tags: string[] } ? T : never;
}[keyof Database];

/** A tagged area as the tag registry, the tagged-list kit and the tag suggestions know it. */
export interface TaggedArea<T extends TaggedTableName = TaggedTableName> {
  table: T;
  /** Its primary key column. */
  id: string & keyof Database[T];
  /** A row's name in the 404 for one the caller may not see ("Widget Authentication 7 not found."). */
  noun: string;
  /** Columns that free text matches, besides the tags. */
  text: readonly (string & keyof Database[T])[];
  /** The rows operators ever see (devices: activated ones); every list and visibility check applies it. */
  listable?: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;
}

export function taggedArea<T extends TaggedTableName>(area: TaggedArea<T>): TaggedArea<T> {
  return area;
}

/** A registered area that also takes part in the search and the tag manager. */
export type SearchableArea = TaggedArea & { search: SearchArea };

export interface TagColours {
  color: string | null;
  foreground_color: string | null;
}

export const textArray = (values: readonly string[]) => sql<string[]>`cast(${sql.val([...values])} as text[])`;

/**
 * The tag registry: the tagged areas, registered once by each area's routes so tag suggestions, the search,
 * the tag manager's bulk changes and tag colours reach them all; and each tag's colours (its tag group's
 * palette colour) in memory, so lists label their tags without a join per row. Colours are reloaded after any
 * api process writes tags or groups (`invalidate`, carried to the others by the CacheBus), and are at most
 * `ttlMs` old otherwise (a belt to the bus's braces: colours are cosmetic).
 */
export class TagRegistry {
  #areas = new Map<TaggedTableName, TaggedArea>();
  #search = new Map<TaggedTableName, SearchArea>();
  #colours = new Map<string, TagColours>();
  #loadedAt = 0;
  #loading: Promise<void> | undefined;

  readonly #bus: CacheBus | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 10_000,
    bus?: CacheBus,
  ) {
    this.#bus = bus;
    bus?.on('tag colours', () => this.#forget());
  }

  /** Registers an area; with `search`, it is also searched and open to the tag manager. */
  register<T extends TaggedTableName>(area: TaggedArea<T>, search?: SearchArea) {
    this.#areas.set(area.table, area as unknown as TaggedArea);
    if (!search) return;
    const taken = this.searchable.find((other) => other.search.key === search.key && other.table !== area.table);
    if (taken) throw new Error(`search key ${search.key} is already ${taken.table}'s`);
    this.#search.set(area.table, search);
  }

  get areas(): readonly TaggedArea[] {
    return [...this.#areas.values()];
  }

  /** The areas registered for search, in registration order. */
  get searchable(): readonly SearchableArea[] {
    return [...this.#search].map(([table, search]) => ({ ...this.#areas.get(table)!, search }));
  }

  /** The names of the tags on every object, in any area, that carries all of `forcedTags` (spec 01 §6). */
  tagsSeenWith(forcedTags: readonly string[]) {
    const all = textArray(forcedTags);
    const perArea = this.areas.map(
      (area) => sql`select unnest(tags) from ${sql.table(area.table)} where tags @> ${all}`,
    );
    return perArea.length ? sql<string>`(${sql.join(perArea, sql` union `)})` : sql<string>`(select null::text)`;
  }

  invalidate() {
    this.#forget();
    this.#bus?.publish('tag colours');
  }

  #forget() {
    this.#loadedAt = 0;
  }

  private async refresh() {
    if (Date.now() - this.#loadedAt < this.ttlMs) return;
    this.#loading ??= (async () => {
      // Only grouped tags have colours: tags take their group's colour (spec 02 "Tag groups").
      const rows = await this.db
        .selectFrom('tags')
        .innerJoin('tag_groups', 'tag_groups.tag_group_id', 'tags.tag_group_id')
        .select(['tags.name', 'tag_groups.color'])
        .execute();
      this.#colours = new Map(rows.map((r) => [r.name, tagColours(r.color)]));
      this.#loadedAt = Date.now();
    })().finally(() => {
      this.#loading = undefined;
    });
    await this.#loading;
  }

  /** Tag objects {name, color, foreground_color} for stored tag names, in their order. */
  async label(names: readonly string[][]): Promise<({ name: string } & TagColours)[][]> {
    await this.refresh();
    return names.map((list) =>
      list.map((name) => ({ name, ...(this.#colours.get(name) ?? { color: null, foreground_color: null }) })),
    );
  }

  /** The rows with their stored tag names replaced by tag objects carrying colours. */
  async labelRows<R extends { tags: string[] }>(rows: readonly R[]) {
    const tags = await this.label(rows.map((r) => r.tags));
    return rows.map((row, i) => ({ ...row, tags: tags[i]! }));
  }
}
