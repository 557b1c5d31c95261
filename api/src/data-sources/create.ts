import { DataSourceCreate } from '@signage/contract/data-sources';
import { DATA_SOURCE_MESSAGES } from '@signage/domain/data-sources/data-source';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError, unprocessable } from '../errors.ts';
import { tagsOfNew } from '../kit/tagged-write.ts';
import { jsonBodyValidator } from '../kit/validators.ts';
import type { DataSourceContext } from './context.ts';
import { type ReceivedCsv, readCsvPart } from './upload.ts';
import { sourceUrl } from './write-rules.ts';

/** The `json` part is checked as the JSON body is (defaults filled in, no unknown fields, no coercion). */
const validCreate = jsonBodyValidator<DataSourceCreate>(DataSourceCreate);

function createFields(text: string): DataSourceCreate {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw unprocessable(DATA_SOURCE_MESSAGES.createParts);
  }
  if (!validCreate(parsed)) {
    const [first] = validCreate.errors ?? [];
    throw unprocessable(
      `The json part ${first?.instancePath || ''} ${first?.message ?? 'is not valid'}.`.replace(/ +/g, ' '),
    );
  }
  return parsed;
}

/**
 * What a create sends: the JSON body, or (multipart/form-data) a `json` part with the same fields and the
 * source's CSV as a `file` part. A source created with its file is local; the file is read and checked before
 * anything is written, so a refused file creates nothing (spec 02 §7: one save from the user's point of view).
 */
export async function readCreate(
  ctx: DataSourceContext,
  request: FastifyRequest,
): Promise<{ body: DataSourceCreate; csv?: ReceivedCsv }> {
  if (!request.isMultipart()) {
    // The contract's schemas are per content type, so another type (Fastify parses text/plain itself) arrives
    // unvalidated: refuse it rather than read a string as the record.
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new HttpError(415, 'Send a data source as application/json or multipart/form-data.');
    return { body: body as DataSourceCreate };
  }
  let body: DataSourceCreate | undefined;
  let csv: ReceivedCsv | undefined;
  for await (const part of request.parts({ limits: { fileSize: ctx.maxFileBytes, files: 1 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'json') body = createFields(String(part.value));
      continue;
    }
    csv = await readCsvPart(ctx, part);
  }
  if (!body) throw unprocessable(DATA_SOURCE_MESSAGES.createParts);
  if (!csv) throw unprocessable(DATA_SOURCE_MESSAGES.noFile);
  if (body.source_type === 'remote' || body.url) throw unprocessable(DATA_SOURCE_MESSAGES.fileMakesLocal);
  return { body: { ...body, source_type: 'local' }, csv };
}

/** Inserts the source inside the caller's transaction; answers its id. */
export async function insertDataSource(
  trx: Kysely<Database>,
  body: DataSourceCreate,
  user: { user_id: number; forced_tags: readonly string[] },
): Promise<number> {
  const name = body.name.trim();
  if (!name) throw unprocessable(DATA_SOURCE_MESSAGES.nameEmpty);
  const remote = body.source_type === 'remote' || (body.source_type === undefined && !!body.url);
  const url = remote ? sourceUrl(body.url) : null;
  const tags = await tagsOfNew(trx, body.tags, user.forced_tags);
  const row = await trx
    .insertInto('data_sources')
    .values({
      name,
      tags,
      url,
      poll_interval: body.poll_interval,
      created_by: user.user_id,
      next_poll_at: url ? new Date() : null,
    })
    .returning('data_source_id')
    .executeTakeFirstOrThrow();
  return row.data_source_id;
}
