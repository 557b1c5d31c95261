import type { FastifyReply } from 'fastify';
import type { LayoutContext } from './context.ts';
import { type LayoutJsonRow, mediaVersions, toLayoutJson, withMediaLinks } from './json.ts';
import { findLayout, parentNames } from './repository.ts';

/** Rows as answered: the names of their templates and, for rows with a tree, signed media links in it. */
export async function layoutAnswers(
  ctx: LayoutContext,
  rows: readonly Omit<LayoutJsonRow, 'parent_name'>[],
  forcedTags: readonly string[],
) {
  const parents = await parentNames(
    ctx.db,
    rows.map((r) => r.parent_layout_id),
  );
  const versions = await mediaVersions(
    ctx.db,
    rows.flatMap((r) => (r.json ? r.media_ids : [])),
  );
  return rows.map((row) => {
    const parent_name = row.parent_layout_id === null ? undefined : parents.get(row.parent_layout_id);
    const json = row.json ? withMediaLinks(row.json, ctx.signer, versions) : undefined;
    return toLayoutJson({ ...row, parent_name, json }, ctx.signer, forcedTags);
  });
}

/** One layout the caller may see, as answered (404 otherwise). */
export async function layoutAnswer(ctx: LayoutContext, id: number, forcedTags: readonly string[]) {
  const row = await findLayout(ctx, id, forcedTags);
  const [answer] = await layoutAnswers(ctx, [row], forcedTags);
  return { ...answer!, json: answer!.json! };
}

/**
 * After a committed write: drop cached lists, render the thumbnail (so the lists show it; its time goes out as
 * `Server-Timing: thumbnail`), answer the layout. A render that fails is logged; the thumbnail link renders
 * it again on demand.
 */
export async function afterWrite(ctx: LayoutContext, id: number, forcedTags: readonly string[], reply: FastifyReply) {
  ctx.changed();
  const answer = await layoutAnswer(ctx, id, forcedTags);
  try {
    const ms = await ctx.thumbnails.ensure(id, new Date(answer.date_updated));
    reply.header('server-timing', `thumbnail;dur=${ms.toFixed(1)}`);
  } catch (error) {
    reply.log.warn({ err: error, layout_id: id }, 'layout thumbnail not rendered');
  }
  return answer;
}
