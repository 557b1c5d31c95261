import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MEDIA_MESSAGES } from '@signage/domain/media';
import { Type } from 'typebox';
import { requirePermission } from '../auth/guard.ts';
import { HttpError, unprocessable } from '../errors.ts';
import type { MediaContext } from '../media/context.ts';
import { toMediaJson } from '../media/json.ts';
import { mediaNameOf, type Outcome, type Received, receiveFile } from '../media/receive.ts';
import { findMedia } from '../media/repository.ts';
import { errorResponses } from '../schemas.ts';
import { registerTags, tagsForCreate } from '../tags.ts';

const FileResult = Type.Object({
  file_name: Type.String(),
  status: Type.Union([Type.Literal('success'), Type.Literal('danger')]),
  msg: Type.String(),
  media: Type.Optional(Type.Ref('Media')),
});

export const mediaUploadRoutes: FastifyPluginAsyncTypebox<MediaContext> = async (app, ctx) => {
  const { db, storage, signer } = ctx;

  app.post(
    '/media/',
    {
      schema: {
        summary:
          'Upload media: multipart/form-data with one or more `file` parts and a `json` part {"tags": [...]}. One answer per file: 201 all stored, 207 some refused, 400 all refused. Files are streamed to disk.',
        tags: ['media'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: Type.Object({ media: Type.Array(FileResult) }),
          207: Type.Object({ media: Type.Array(FileResult) }),
          400: Type.Object({ msg: Type.String(), media: Type.Array(FileResult) }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'edit media');
      if (!request.isMultipart()) throw unprocessable('Send the files as multipart/form-data.');
      const outcomes: Outcome[] = [];
      let tagInput: string[] = [];
      const accepted = () => outcomes.flatMap((o) => (o.ok ? [o.file] : []));
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'json') tagInput = parseTagsField(String(part.value));
            continue;
          }
          outcomes.push(await receiveFile(ctx, part));
        }
        if (outcomes.length === 0) throw unprocessable(MEDIA_MESSAGES.emptyQueue);
        const tags = tagsForCreate(tagInput, user.forced_tags);
        if (tags.length === 0) throw unprocessable(MEDIA_MESSAGES.noTags);
        const stored = await store(accepted(), tags, user.user_id);
        const results = outcomes.map((o) => {
          if (!o.ok) return { file_name: o.originalName, status: 'danger' as const, msg: o.msg };
          return {
            file_name: o.file.originalName,
            status: 'success' as const,
            msg: MEDIA_MESSAGES.uploaded,
            media: stored.get(o.file),
          };
        });
        const failed = results.filter((r) => r.status === 'danger');
        if (failed.length === results.length) return reply.status(400).send({ msg: failed[0]!.msg, media: results });
        return reply.status(failed.length ? 207 : 201).send({ media: results });
      } catch (error) {
        // An aborted request, bad tags or a failed insert: nothing of this upload may remain.
        for (const file of accepted()) await storage.remove(file.temporary);
        throw error;
      }
    },
  );

  /** Moves accepted files into the library and inserts their rows in one transaction. */
  async function store(files: Received[], tags: string[], userId: number) {
    const stored = new Map<Received, ReturnType<typeof toMediaJson>>();
    if (files.length === 0) return stored;
    const placed: string[] = [];
    try {
      const ids = await db.transaction().execute(async (trx) => {
        await registerTags(trx, tags);
        const out: number[] = [];
        for (const file of files) {
          const fileName = storage.newFileName(file.format);
          await storage.commit(file.temporary, fileName);
          placed.push(fileName);
          const row = await trx
            .insertInto('media')
            .values({
              name: mediaNameOf(file.originalName),
              tags,
              media_type: file.type,
              media_format: file.format,
              mime_type: file.probed.mimeType,
              size: file.size,
              width: file.probed.width,
              height: file.probed.height,
              duration: file.probed.duration,
              metadata: JSON.stringify(file.probed.metadata),
              file_name: fileName,
              original_name: file.originalName,
              created_by: userId,
            })
            .returning('media_id')
            .executeTakeFirstOrThrow();
          out.push(row.media_id);
        }
        return out;
      });
      for (const [index, file] of files.entries()) {
        const row = await findMedia(db, ids[index]!, []);
        stored.set(file, toMediaJson(row!, signer));
      }
      return stored;
    } catch (error) {
      for (const fileName of placed) await storage.remove(storage.pathOf(fileName));
      throw error;
    }
  }
};

function parseTagsField(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(422, 'The json part must be JSON such as {"tags": ["lobby"]}.');
  }
  const tags = (parsed as { tags?: unknown })?.tags ?? [];
  if (!Array.isArray(tags) || tags.some((t) => typeof t !== 'string')) {
    throw new HttpError(422, 'The json part\'s "tags" must be a list of strings.');
  }
  return tags as string[];
}
