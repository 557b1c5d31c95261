import type { MultipartFile } from '@fastify/multipart';
import { cleanFileName } from '@signage/domain/control-characters';
import { type DataTable, parseCsvTable } from '@signage/domain/data-sources/csv-table';
import { DATA_SOURCE_MESSAGES } from '@signage/domain/data-sources/data-source';
import { extensionOf } from '@signage/domain/media';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { unprocessable } from '../errors.ts';
import { writeVisible } from '../kit/tagged-write.ts';
import type { DataSourceContext } from './context.ts';
import { pruneFiles, storeFile } from './files.ts';
import { DATA_SOURCE_AREA } from './repository.ts';

/** Extensions a CSV may carry (a spreadsheet export is .csv; some tools write .txt). */
const CSV_EXTENSIONS = ['csv', 'txt'];

/** CSV text from uploaded or fetched bytes: UTF-8 (a byte-order mark is fine); undefined when not text. */
export function csvText(bytes: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A CSV read from an upload and checked: what is stored as a source's current file. */
export interface ReceivedCsv {
  originalName: string;
  text: string;
  table: DataTable;
}

/**
 * Reads and checks the `file` part of an upload (at most maxFileBytes; text, a header row, a Key column):
 * 422 with a msg that says what is wrong. Writes nothing, so a refusal leaves no trace.
 */
export async function readCsvPart(ctx: DataSourceContext, part: MultipartFile | undefined): Promise<ReceivedCsv> {
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw unprocessable(DATA_SOURCE_MESSAGES.noFile);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw unprocessable(DATA_SOURCE_MESSAGES.tooLarge(ctx.maxFileBytes));
  // Control characters (NUL among them) have no place in a file name, and PostgreSQL text refuses NUL.
  const originalName = cleanFileName(part.filename, 'data.csv');
  const extension = originalName.includes('.') ? extensionOf(originalName) : 'csv';
  const text = csvText(Buffer.concat(chunks));
  if (!CSV_EXTENSIONS.includes(extension) || text === undefined) throw unprocessable(DATA_SOURCE_MESSAGES.notCsv);
  const parsed = parseCsvTable(text);
  if (!parsed.ok) throw unprocessable(parsed.error);
  return { originalName, text, table: parsed.table };
}

/**
 * Stores a checked CSV as the source's current file inside the caller's transaction, which makes it Local: the
 * url is cleared and polling stops. Answers the file's id.
 */
export async function storeUpload(trx: Kysely<Database>, id: number, csv: ReceivedCsv): Promise<number> {
  const fileId = await storeFile(trx, {
    dataSourceId: id,
    origin: 'upload',
    originalName: csv.originalName,
    content: csv.text,
    table: csv.table,
  });
  await trx
    .updateTable('data_sources')
    .set({ current_data_source_file_id: fileId, url: null, next_poll_at: null, date_updated: new Date() })
    .where('data_source_id', '=', id)
    .execute();
  await pruneFiles(trx, id);
  return fileId;
}

/** The file upload of spec 02 §7: PUT to the data source, multipart with one `file` part. */
export async function receiveUpload(
  ctx: DataSourceContext,
  request: FastifyRequest,
  id: number,
  forcedTags: readonly string[],
) {
  const csv = await readCsvPart(ctx, await request.file({ limits: { fileSize: ctx.maxFileBytes, files: 1 } }));
  const fileId = await writeVisible(ctx.db, DATA_SOURCE_AREA, id, forcedTags, (trx) => storeUpload(trx, id, csv));
  ctx.tables.stored(id, fileId, csv.table, csv.text.length);
}
