import type { Tag } from '@signage/contract/common';
import type { Layout } from '@signage/contract/layouts';
import { isReadOnlyShared } from '@signage/domain/layouts/access';
import type { LayoutElement } from '@signage/domain/layouts/elements';
import { elementsOf } from '@signage/domain/layouts/tree';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { textArray } from '../kit/tag-registry.ts';
import { mediaDownloadUrl, mediaThumbUrl, THUMB_SIZE } from '../media/json.ts';
import type { UrlSigner } from '../media/signing.ts';
import type { StoredLayoutSummary } from './repository.ts';

export const LAYOUT_THUMB = { width: 320, height: 180 };
export const LAYOUT_THUMB_HQ = { width: 1280, height: 720 };

/** A stored row with its tags labelled, the name of its template, and maybe its tree. */
export type LayoutJsonRow = Omit<StoredLayoutSummary, 'tags'> & {
  tags: Tag[];
  json?: LayoutElement;
  parent_name?: string;
};

/** The version in a layout's file links: a changed layout gets new links (and a new thumbnail). */
export const layoutVersion = (row: { date_updated: Date }) => row.date_updated.getTime().toString(36);

/** A layout's signed thumbnail links, 320 x 180 and 1280 x 720: new ones for each version. */
export function layoutThumbnailLinks(row: { layout_id: number; date_updated: Date }, signer: UrlSigner) {
  const base = `/api/layouts/${row.layout_id}/thumb/`;
  const v = layoutVersion(row);
  return {
    thumbnail_url: signer.sign(`${base}?v=${v}`),
    thumbnail_url_hq: signer.sign(`${base}?hq=true&v=${v}`),
  };
}

/** The REST shape of a layout: signed thumbnail links, whether the caller may change it, and its template. */
export function toLayoutJson(row: LayoutJsonRow, signer: UrlSigner, forcedTags: readonly string[]) {
  return {
    layout_id: row.layout_id,
    name: row.name,
    tags: row.tags,
    editor_metadata: row.editor_metadata ?? {},
    template: row.template,
    layout_type: row.layout_type,
    parent_layout:
      row.parent_layout_id !== null && row.parent_name !== undefined
        ? { layout_id: row.parent_layout_id, name: row.parent_name }
        : null,
    parent_layout_id: row.parent_layout_id,
    shared_with_network: row.shared_with_network,
    read_only: isReadOnlyShared(row, forcedTags),
    media_ids: row.media_ids,
    ...layoutThumbnailLinks(row, signer),
    date_created: row.date_created.toISOString(),
    date_updated: row.date_updated.toISOString(),
    ...(row.json ? { json: row.json } : {}),
  };
}

export type LayoutJson = ReturnType<typeof toLayoutJson> & Partial<Pick<Layout, 'json'>>;

/** The media items' versions (date_updated), for their links; media since deleted, or hidden from the caller, are left out. */
export async function mediaVersions(db: Db, ids: readonly number[], forcedTags: readonly string[] = []) {
  if (!ids.length) return new Map<number, Date>();
  let query = db
    .selectFrom('media')
    .select(['media_id', 'date_updated'])
    .where('media_id', 'in', [...new Set(ids)]);
  // Links only for what the caller may see (spec 01 §6): a layout may hold media outside their forced tags.
  if (forcedTags.length) query = query.where(sql<boolean>`media.tags @> ${textArray(forcedTags)}`);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.media_id, r.date_updated]));
}

/** Signed links of a media file, as media items answer them. */
export function mediaLinks(signer: UrlSigner, mediaId: number, updated: Date) {
  return {
    download_url: mediaDownloadUrl(signer, mediaId, updated),
    thumbnail_url: mediaThumbUrl(signer, mediaId, updated, THUMB_SIZE),
  };
}

/**
 * A copy of the tree with signed links on its media elements (images, videos, touch apps), so the editor and
 * players load the files without a token; the stored tree never holds links (they expire).
 */
export function withMediaLinks(
  root: LayoutElement,
  signer: UrlSigner,
  versions: ReadonlyMap<number, Date>,
  /** False for a tree read for this answer alone (not a cached, shared one): it is then changed in place. */
  copy = true,
) {
  const tree = copy ? structuredClone(root) : root;
  for (const { element } of elementsOf(tree)) {
    if (element.type !== 'image' && element.type !== 'video' && element.type !== 'touchapp') continue;
    const updated = element.media_id ? versions.get(element.media_id) : undefined;
    if (!updated || !element.media_id) continue;
    const links = mediaLinks(signer, element.media_id, updated);
    if (element.type === 'touchapp') element.download_url = links.download_url;
    else Object.assign(element, links);
  }
  return tree;
}
