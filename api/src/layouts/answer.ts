import type { FastifyReply } from 'fastify';
import type { LayoutContext } from './context.ts';
import { type LayoutJsonRow, mediaVersions, toLayoutJson, withMediaLinks } from './json.ts';
import { findLayout, parentNames } from './repository.ts';

/** Rows as answered: the names of their templates and, for rows with a tree, signed media links in it. */
export async function layoutAnswers(
  ctx: LayoutContext,
  rows: readonly Omit<LayoutJsonRow, 'parent_name'>[],
  forcedTags: readonly string[],
  /** The rows were read for this answer alone (not from a list cache): their trees may be changed in place. */
  own = false,
) {
  const parents = await parentNames(
    ctx.db,
    rows.map((r) => r.parent_layout_id),
  );
  const versions = await mediaVersions(
    ctx.db,
    rows.flatMap((r) => (r.json ? r.media_ids : [])),
    forcedTags,
  );
  return rows.map((row) => {
    const parent_name = row.parent_layout_id === null ? undefined : parents.get(row.parent_layout_id);
    const json = row.json ? withMediaLinks(row.json, ctx.signer, versions, !own) : undefined;
    return toLayoutJson({ ...row, parent_name, json }, ctx.signer, forcedTags);
  });
}

/** One layout the caller may see, as answered (404 otherwise). */
export async function layoutAnswer(ctx: LayoutContext, id: number, forcedTags: readonly string[]) {
  const row = await findLayout(ctx, id, forcedTags);
  const [answer] = await layoutAnswers(ctx, [row], forcedTags, true);
  return { ...answer!, json: answer!.json! };
}

/**
 * After a committed write: drop cached lists, have the thumbnail rendered once the layout's saves settle, and
 * answer the layout. The render runs off the request path; a thumbnail link asked for meanwhile renders it at once
 * (so the lists show the real thumbnail). A failed render is logged, and the link renders it again on demand.
 */
export async function afterWrite(ctx: LayoutContext, id: number, forcedTags: readonly string[], reply: FastifyReply) {
  ctx.changed();
  const answer = await layoutAnswer(ctx, id, forcedTags);
  ctx.thumbnails.afterSave(
    id,
    new Date(answer.date_updated),
    ({ ms, over }) =>
      over
        ? reply.log.warn({ layout_id: id, ms, over }, 'layout too complex to preview: its render went past its budget')
        : reply.log.debug({ layout_id: id, ms }, 'layout thumbnail rendered'),
    (error: unknown) => reply.log.warn({ err: error, layout_id: id }, 'layout thumbnail not rendered'),
  );
  return answer;
}
