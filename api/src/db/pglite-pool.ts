import type { PGlite } from '@electric-sql/pglite';

/**
 * A pool-shaped adapter so Kysely's PostgresDialect can drive PGlite (the existing PGlite dialect packages
 * reject pglite 0.5). PGlite is a single connection, so `connect()` hands out one client at a time: a
 * transaction holds it from BEGIN to COMMIT and nothing else interleaves.
 */
export class PGlitePool {
  #queue: Promise<void> = Promise.resolve();

  constructor(readonly pglite: PGlite) {}

  async connect() {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    const pglite = this.pglite;
    return {
      async query(sql: string, parameters: readonly unknown[] = []) {
        // Parameterless text may hold several statements (migrations): only the simple protocol runs those.
        const results = parameters.length === 0 ? await pglite.exec(sql) : [await pglite.query(sql, [...parameters])];
        const last = results[results.length - 1];
        return {
          command: sql.trimStart().split(/\s/, 1)[0]?.toUpperCase(),
          rowCount: last?.affectedRows ?? last?.rows.length ?? 0,
          rows: last?.rows ?? [],
        };
      },
      release,
    };
  }

  async end() {
    await this.pglite.close();
  }
}
