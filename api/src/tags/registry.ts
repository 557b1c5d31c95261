import type { Db } from '../db/database.ts';

export interface TagColours {
  color: string | null;
  foreground_color: string | null;
}

/**
 * The tag registry's colours in memory, so lists label their tags without a join per row. Reloaded after
 * this process writes tags, and at most `ttlMs` old otherwise (another api instance may have recoloured a
 * tag; colours are cosmetic, so a few seconds of lag is acceptable).
 */
export class TagRegistry {
  #colours = new Map<string, TagColours>();
  #loadedAt = 0;
  #loading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 10_000,
  ) {}

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
  async label(
    names: readonly string[][],
  ): Promise<{ name: string; color: string | null; foreground_color: string | null }[][]> {
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
