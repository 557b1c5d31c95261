import type { LayoutElement } from '@signage/domain/layouts/elements';
import { builder, type SchemaTypes } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { absoluteUrl } from '../../context.ts';
import { loadOrNull } from '../load-by-ids.ts';
import { MediaType } from '../media/media.ts';
import { ContainerElementRef, LayoutElementRef } from './element.ts';

/** One object type per element kind (spec 01 §3 table), widgets one per widget type. */

type Kind<K extends LayoutElement['type']> = Extract<LayoutElement, { type: K }>;
type Widget<W extends string> = Extract<LayoutElement, { widget_type: W }>;

/**
 * The media item an element names, through the request's Media loader: the media of every element of every
 * layout in one answer load in one REST call. Null when none is chosen or the caller may no longer see it.
 */
function mediaOf(id: number | null | undefined, ctx: Context) {
  return loadOrNull(MediaType, ctx, id);
}

const link = (path: string | undefined, ctx: Context) => (path ? absoluteUrl(ctx, path) : null);

type FieldBuilder<E> = PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, E>;

/** An element that plays a media file, with the signed links the api fills in. */
interface MediaElement {
  media_id: number | null;
  download_url?: string;
  thumbnail_url?: string;
}

/** The media item an element plays: its id, the item (when the caller may see it) and the file's signed link. */
const mediaFields = <E extends MediaElement>(t: FieldBuilder<E>, downloadDescription?: string) => ({
  mediaId: t.int({ nullable: true, resolve: (e) => e.media_id }),
  media: t.field({ type: MediaType, nullable: true, resolve: (e, _a, ctx) => mediaOf(e.media_id, ctx) }),
  downloadUrl: t.string({
    nullable: true,
    description: downloadDescription,
    resolve: (e, _a, ctx) => link(e.download_url, ctx),
  }),
});

/** The fields of an image or a video: its media item, both signed links. */
const visualMediaFields = <E extends MediaElement>(t: FieldBuilder<E>) => ({
  ...mediaFields(t, 'Absolute signed link.'),
  thumbnailUrl: t.string({ nullable: true, resolve: (e, _a, ctx) => link(e.thumbnail_url, ctx) }),
});

const DataSourceRefType = builder.objectRef<{ id: number; url: string }>('LayoutDataSource').implement({
  description: 'A data source linked to a region.',
  fields: (t) => ({ id: t.exposeInt('id'), url: t.exposeString('url') }),
});

builder.objectRef<Kind<'region'>>('RegionElement').implement({
  description: 'A container of positioned elements; light green background by default.',
  interfaces: [ContainerElementRef, LayoutElementRef],
  fields: (t) => ({
    fallback: t.exposeBoolean('fallback'),
    audioEnabled: t.exposeBoolean('audio_enabled'),
    switchIndex: t.exposeInt('switch_index'),
    dataSources: t.field({ type: [DataSourceRefType], resolve: (e) => e.data_sources }),
  }),
});

builder.objectRef<Kind<'tag_zone'>>('TagZoneElement').implement({
  description: 'A region whose content is chosen by tags.',
  interfaces: [ContainerElementRef, LayoutElementRef],
  fields: (t) => ({ tagZoneTags: t.exposeStringList('tag_zone_tags') }),
});

builder.objectRef<Kind<'sequence'>>('SequenceElement').implement({
  description: 'Children shown one after another, in order.',
  interfaces: [ContainerElementRef, LayoutElementRef],
  fields: () => ({}),
});

builder.objectRef<Kind<'video'>>('VideoElement').implement({
  description: 'A video media item; its duration is the video’s.',
  interfaces: [LayoutElementRef],
  fields: (t) => visualMediaFields(t),
});

builder.objectRef<Kind<'image'>>('ImageElement').implement({
  description: 'An image media item; 30 seconds by default.',
  interfaces: [LayoutElementRef],
  fields: (t) => ({ ...visualMediaFields(t), filename: t.exposeString('filename') }),
});

builder.objectRef<Kind<'streamingvideo'>>('StreamingVideoElement').implement({
  description: 'A live stream from one of the five URL slots.',
  interfaces: [LayoutElementRef],
  fields: (t) => ({ slot: t.int({ resolve: (e) => e.data.slot }) }),
});

builder.objectRef<Kind<'text'>>('TextElement').implement({
  description: 'Text, static or data-backed (data source, row key, column).',
  interfaces: [LayoutElementRef],
  fields: (t) => ({
    textValue: t.exposeString('text_value'),
    textColor: t.exposeString('text_color'),
    fontFamily: t.exposeString('font_family', { description: 'OpenSans, Pacifico, or an uploaded font.' }),
    fontSize: t.float({ resolve: (e) => e.font_size }),
    fontMediaId: t.int({ nullable: true, resolve: (e) => e.font_mediaid }),
    fontMedia: t.field({ type: MediaType, nullable: true, resolve: (e, _a, ctx) => mediaOf(e.font_mediaid, ctx) }),
    dataSource: t.int({ nullable: true, resolve: (e) => e.data_source ?? null }),
    dataKey: t.string({ nullable: true, resolve: (e) => e.data_key ?? null }),
    dataColumn: t.int({ nullable: true, resolve: (e) => e.data_column ?? null }),
  }),
});

builder.objectRef<Kind<'touchapp'>>('TouchAppElement').implement({
  description: 'A touch app media item; a touch-app layout holds no widgets.',
  interfaces: [LayoutElementRef],
  fields: (t) => mediaFields(t),
});

builder.objectRef<Widget<'rss'>>('RssWidgetElement').implement({
  description: 'A news ticker of a feed.',
  interfaces: [LayoutElementRef],
  fields: (t) => ({
    feedUrl: t.string({ resolve: (e) => e.data.feed_url }),
    url: t.string({ description: 'The feed wrapped in the ticker page address.', resolve: (e) => e.data.url }),
    includeAuth: t.boolean({ resolve: (e) => e.data.include_auth }),
  }),
});

builder.objectRef<Widget<'twitter'>>('TwitterWidgetElement').implement({
  description: 'A Twitter timeline through a widget auth.',
  interfaces: [LayoutElementRef],
  fields: (t) => ({
    authId: t.int({ resolve: (e) => e.data.auth_id }),
    includeAuth: t.boolean({ resolve: (e) => e.data.include_auth }),
  }),
});

builder.objectRef<Widget<'web'>>('WebWidgetElement').implement({
  description: 'A web page.',
  interfaces: [LayoutElementRef],
  fields: (t) => ({ url: t.string({ resolve: (e) => e.data.url }) }),
});
