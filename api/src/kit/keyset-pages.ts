/**
 * Every row of a query, read a page at a time in the order of its keyset (no page skips or repeats a row, and an
 * export of any size streams in constant memory): `page(after)` reads up to `pageSize` rows after the key of the
 * last row read (undefined: from the start), `keyOf` is a row's key.
 */
export async function* keysetPages<R, K>(
  page: (after: K | undefined) => Promise<readonly R[]>,
  keyOf: (row: R) => K,
  pageSize: number,
): AsyncGenerator<R> {
  let after: K | undefined;
  for (;;) {
    const rows = await page(after);
    for (const row of rows) yield row;
    if (rows.length < pageSize) return;
    after = keyOf(rows.at(-1)!);
  }
}
