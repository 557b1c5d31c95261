import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mediaOperations } from '@signage/contract/media';
import { MEDIA_MESSAGES } from '@signage/domain/messages';
import { requirePermission } from '../auth/guard.ts';
import { HttpError, unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { tagsForCreate } from '../kit/tags.ts';
import type { MediaContext } from './context.ts';
import { toMediaJson } from './json.ts';
import { measureLoudness } from './loudness.ts';
import { type Outcome, type Received, receiveFile } from './receive.ts';
import { findMedia } from './repository.ts';
import { storeReceived } from './store.ts';

export const mediaUploadRoutes: FastifyPluginAsyncTypebox<MediaContext> = async (app, ctx) => {
  const { storage, signer } = ctx;
  app.route({
    ...endpoint(mediaOperations.uploadMedia),
    handler: async (request, reply) => {
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
        const ids = await storeReceived(ctx, accepted(), tags, user.user_id);
        // Off the request: each new audio file's loudness, for the gain players apply (issue 25).
        const audioIds = ids.filter((_, index) => accepted()[index]!.type === 'audio');
        if (audioIds.length) {
          measureLoudness(ctx, audioIds).catch((error: unknown) =>
            request.log.warn({ err: error }, 'loudness not measured'),
          );
        }
        const stored = new Map<Received, ReturnType<typeof toMediaJson>>();
        for (const [index, file] of accepted().entries()) {
          stored.set(file, toMediaJson(await findMedia(ctx, ids[index]!, []), signer));
        }
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
  });
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
