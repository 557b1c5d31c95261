import type { LayoutListItem, Layout as RestLayout } from '@signage/contract/layouts';
import type { LayoutElement } from '@signage/domain/layouts/elements';
import { LAYOUT_PAGE_SIZES } from '@signage/domain/page-sizes';
import type { Static } from 'typebox';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { matchIds } from '../load-by-ids.ts';
import { MediaType, visibleMedia } from '../media/media.ts';
import { signedLinkField, timestampFields } from '../record-fields.ts';
import { TagRefType } from '../tags.ts';
import { flatten, LayoutElementRef } from './element.ts';

/** A layout as the api answers it: from `GET /layouts/{id}` with its tree, or from a list without it. */
export type LayoutSource = RestLayout | (Static<typeof LayoutListItem> & { json?: LayoutElement });

export const LayoutTypeEnum = builder.enumType('LayoutType', {
  values: { LAYOUT: { value: 'layout' }, SYNC_SEQUENCE: { value: 'sync_sequence' } } as const,
});

/** The largest page the lists offer: a batch of trees never exceeds what one page would carry. */
const MAX_LAYOUT_BATCH = Math.max(...LAYOUT_PAGE_SIZES);

/**
 * Layouts load with their trees: one alone through `GET /layouts/{id}` (never cached, spec 01 §7), several in
 * one list call by ids. A list row asked for its tree loads it through the same loader, so a page of 25
 * selecting trees costs two REST calls, not 26.
 */
export const LayoutType = builder.loadableObject('Layout', {
  description: 'A layout, template or sync sequence (spec 01 §3).',
  loaderOptions: { maxBatchSize: MAX_LAYOUT_BATCH },
  load: async (ids: number[], ctx: Context): Promise<(LayoutSource | Error)[]> => {
    if (ids.length === 1) {
      try {
        return [await ctx.rest.get('/layouts/{id}', { params: { id: ids[0]! } })];
      } catch (error) {
        return [error as Error];
      }
    }
    const { layouts } = await ctx.rest.get('/layouts/', { query: { ids, with_json: true, page_size: ids.length } });
    return matchIds(ids, layouts, (l) => l.layout_id, 'Layout');
  },
  fields: (t) => ({
    id: t.id({ resolve: (l) => String(l.layout_id) }),
    name: t.exposeString('name'),
    tags: t.field({ type: [TagRefType], resolve: (l) => l.tags }),
    template: t.exposeBoolean('template', { description: 'A template: layouts are generated from it.' }),
    layoutType: t.field({ type: LayoutTypeEnum, resolve: (l) => l.layout_type }),
    parentLayout: t.field({
      type: LayoutParentType,
      nullable: true,
      description: 'The template it was generated from (null once that template is deleted).',
      resolve: (l) => l.parent_layout,
    }),
    sharedWithNetwork: t.exposeBoolean('shared_with_network'),
    readOnly: t.exposeBoolean('read_only', {
      description: 'Shared with the network without all of your forced tags among its tags: you may not change it.',
    }),
    mediaIds: t.intList({ resolve: (l) => l.media_ids }),
    media: t.field({
      type: [MediaType],
      description: 'The media items its elements use that you may see (one REST call for all layouts asked).',
      resolve: (l, _args, ctx) => visibleMedia(ctx, l.media_ids),
    }),
    thumbnailUrl: signedLinkField(t, 'Absolute signed link to a 320 x 180 WebP of the composition.', 'thumbnail_url'),
    thumbnailUrlHq: signedLinkField(
      t,
      'Absolute signed link to a 1280 x 720 WebP of the composition.',
      'thumbnail_url_hq',
    ),
    ...timestampFields(t),
    editorMetadata: t.field({ type: EditorMetadataType, resolve: (l) => l.editor_metadata }),
    root: t.field({
      type: LayoutElementRef,
      description: 'The root element: a region, or a sequence of videos for a sync sequence.',
      resolve: (l, _args, ctx) => treeOf(l, ctx),
    }),
    elements: t.field({
      type: [LayoutElementRef],
      description: 'Every element, the root first, parents before their children (each with its parentId).',
      resolve: async (l, _args, ctx) => flatten(await treeOf(l, ctx)),
    }),
    json: t.field({
      type: 'JSON',
      description:
        'The tree exactly as stored and as `LayoutElementInput` takes it back (the REST contract’s LayoutElement).',
      resolve: (l, _args, ctx) => treeOf(l, ctx),
    }),
  }),
});

/** A layout's tree: on the row when it was loaded with it, else through the loader (batched over a page). */
async function treeOf(layout: LayoutSource, ctx: Context): Promise<LayoutElement> {
  if (layout.json) return layout.json as LayoutElement;
  const loaded = await LayoutType.getDataloader(ctx).load(layout.layout_id);
  return loaded.json as LayoutElement;
}

const LayoutParentType = builder.objectRef<{ layout_id: number; name: string }>('LayoutParent').implement({
  fields: (t) => ({ id: t.id({ resolve: (p) => String(p.layout_id) }), name: t.exposeString('name') }),
});

type EditorMetadata = RestLayout['editor_metadata'];
const AspectSizeType = builder.objectRef<{ width: number; height: number }>('AspectRatioSize').implement({
  fields: (t) => ({ width: t.exposeFloat('width'), height: t.exposeFloat('height') }),
});
const EditorMetadataType = builder.objectRef<EditorMetadata>('LayoutEditorMetadata').implement({
  description: 'What the editor keeps beside the tree.',
  fields: (t) => ({
    aspectRatio: t.string({
      description: 'hd (default), hd-portrait, sd, sd-portrait or custom.',
      resolve: (m) => m.aspect_ratio ?? 'hd',
    }),
    aspectRatioCustomSizes: t.field({
      type: AspectSizeType,
      nullable: true,
      resolve: (m) => m.aspect_ratio_custom_sizes ?? null,
    }),
    layerStack: t.field({ type: 'JSON', nullable: true, resolve: (m) => m.layer_stack ?? null }),
    json: t.field({ type: 'JSON', description: 'All of it, as stored.', resolve: (m) => m }),
  }),
});
