import { type Expression, type ExpressionBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** Tables whose rows carry tags (a `tags text[]` column). */
export type TaggedTableName = {
  [T in keyof Database]: Selectable<Database[T]> extends { tags: string[] } ? T : never;
}[keyof Database];

/** A tagged area as the tag registry, the tagged-list kit and the tag suggestions know it. */
export interface TaggedArea<T extends TaggedTableName = TaggedTableName> {
  table: T;
  /** Its primary key column. */
  id: string & keyof Database[T];
  /** Columns that free text matches, besides the tags. */
  text: readonly (string & keyof Database[T])[];
  /** The rows operators ever see (devices: activated ones); every list and visibility check applies it. */
  listable?: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;
}

export function taggedArea<T extends TaggedTableName>(area: TaggedArea<T>): TaggedArea<T> {
  return area;
}

export interface TagColours {
  color: string | null;
  foreground_color: string | null;
}

export const textArray = (values: readonly string[]) => sql<string[]>`cast(${sql.val([...values])} as text[])`;

/**
 * The tag registry: the tagged areas, registered once by each area's routes so tag suggestions reach them
 * all, and the registry's colours in memory, so lists label their tags without a join per row. Colours are
 * reloaded after this process writes tags, and are at most `ttlMs` old otherwise (another api instance may
 * have recoloured a tag; colours are cosmetic, so a few seconds of lag is acceptable).
 */
export class TagRegistry {
  #areas = new Map<TaggedTableName, TaggedArea>();
  #colours = new Map<string, TagColours>();
  #loadedAt = 0;
  #loading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 10_000,
  ) {}

  register<T extends TaggedTableName>(area: TaggedArea<T>) {
    this.#areas.set(area.table, area as unknown as TaggedArea);
  }

  get areas(): readonly TaggedArea[] {
    return [...this.#areas.values()];
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
    this.#loadedAt = 0;
  }

  private async refresh() {
    if (Date.now() - this.#loadedAt < this.ttlMs) return;
    this.#loading ??= (async () => {
      const rows = await this.db.selectFrom('tags').select(['name', 'color', 'foreground_color']).execute();
      this.#colours = new Map(rows.map((r) => [r.name, { color: r.color, foreground_color: r.foreground_color }]));
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
