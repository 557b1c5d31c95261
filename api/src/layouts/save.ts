import type { LayoutType } from '@signage/domain/layouts/constants';
import { type LayoutElement, rssTickerUrl } from '@signage/domain/layouts/elements';
import { checkLayoutSave, type LayoutDraft } from '@signage/domain/layouts/save-rules';
import { elementsOf, mediaIdsOf } from '@signage/domain/layouts/tree';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { unprocessable } from '../errors.ts';
import { tagsToStore } from '../kit/tagged-write.ts';
import { mediaWhereKeeping } from '../media/repository.ts';
import { validationMessage } from '../validation-message.ts';

/** What a create, update, clone or generate stores, checked and normalised. */
export interface PreparedTree {
  json: LayoutElement;
  mediaIds: number[];
}

/**
 * The layout save rules (domain, with the spec's messages) on what a write sends, then the contract schema
 * (Fastify validated the body with attachValidation, so the spec's message wins where both would refuse).
 */
export function checkDraft(request: FastifyRequest, draft: LayoutDraft, forcedTags: readonly string[]) {
  const check = checkLayoutSave(draft, { forcedTags });
  if (!check.ok) throw unprocessable(check.msg);
  if (request.validationError) {
    const { validation, validationContext } = request.validationError as unknown as {
      validation: never[];
      validationContext?: string;
    };
    throw unprocessable(validationMessage(validation, validationContext));
  }
}

/**
 * Checks the tree's media (they exist, the saver may see them, of the right type) with the same save rules,
 * and normalises the tree: a video's duration and an image's file name come from the media item, an RSS
 * widget's ticker address from its feed, and signed links are dropped (they expire; answers add fresh ones).
 * Media the layout already used (`kept`: an update's or a copy's source) need not be visible to the saver: a user
 * whose forced tags hide a shared layout's picture may still change its text, or copy it, without losing the
 * picture; choosing a hidden item anew is refused.
 */
export async function prepareTree(
  trx: Kysely<Database>,
  draft: LayoutDraft & { json: LayoutElement; layout_type: LayoutType },
  forcedTags: readonly string[],
  kept: readonly number[] = [],
): Promise<PreparedTree> {
  const json = structuredClone(draft.json);
  const ids = mediaIdsOf(json);
  const media = ids.length
    ? await trx
        .selectFrom('media')
        .select(['media.media_id', 'media.media_type', 'media.original_name', 'media.duration'])
        .where('media.media_id', 'in', ids)
        .where(mediaWhereKeeping({ forcedTags }, kept))
        // Held until commit: a media delete running meanwhile waits, then sees this layout using the item.
        .forShare()
        .execute()
    : [];
  const byId = new Map(media.map((m) => [m.media_id, m]));
  const check = checkLayoutSave(
    { ...draft, json },
    { forcedTags, mediaTypes: new Map(media.map((m) => [m.media_id, m.media_type])) },
  );
  if (!check.ok) throw unprocessable(check.msg);
  for (const { element } of elementsOf(json)) {
    if (element.type === 'image' || element.type === 'video' || element.type === 'touchapp') {
      delete element.download_url;
      if (element.type !== 'touchapp') delete element.thumbnail_url;
    }
    if (element.type === 'video')
      element.duration = element.media_id ? (byId.get(element.media_id)?.duration ?? null) : null;
    if (element.type === 'image' && element.media_id) element.filename = byId.get(element.media_id)!.original_name;
    if (element.type === 'widget' && element.widget_type === 'rss')
      element.data.url = rssTickerUrl(element.data.feed_url);
  }
  return { json, mediaIds: ids };
}

/** The tags to store: those sent (or kept), with the forced tags added and registered. */
export async function layoutTags(trx: Kysely<Database>, tags: readonly string[], forcedTags: readonly string[]) {
  return (await tagsToStore(trx, tags, forcedTags)) ?? [];
}
