import { Readable } from 'node:stream';
import { csvText } from '@signage/domain/csv-export';
import type { FastifyReply } from 'fastify';

/** A cell of an export: written as csvText writes it (neutralised for spreadsheets). */
export type Cell = string | number | null;

/** Sends rows as a CSV attachment, streamed: the header, then each line as the rows come. */
export function sendCsv<T>(
  reply: FastifyReply,
  name: string,
  header: readonly string[],
  rows: AsyncIterable<T> | Iterable<T>,
  line: (row: T) => readonly Cell[],
) {
  async function* lines() {
    yield csvText([header]);
    for await (const row of rows) yield csvText([line(row)]);
  }
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`);
  return reply.send(Readable.from(lines()));
}
