import type { ObjectFieldsShape } from '@pothos/core';
import type { LayoutElement } from '@signage/domain/layouts/elements';
import { builder, type SchemaTypes } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { absoluteUrl } from '../../context.ts';
import { loadedField } from '../load-by-ids.ts';
import { MediaType } from '../media/media.ts';
import { ContainerElementRef, LayoutElementRef } from './element.ts';

/** One object type per element kind (spec 01 §3 table), widgets one per widget type. */

type Kind<K extends LayoutElement['type']> = Extract<LayoutElement, { type: K }>;
type Widget<W extends string> = Extract<LayoutElement, { widget_type: W }>;

const link = (path: string | undefined, ctx: Context) => (path ? absoluteUrl(ctx, path) : null);

type FieldBuilder<E> = PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, E>;

/** An element that plays a media file, with the signed links the api fills in. */
interface MediaElement {
  media_id: number | null;
  download_url?: string;
  thumbnail_url?: string;
}

/**
 * The media item an element plays: its id, the item (through the request's Media loader, so the media of every
 * element of every layout in one answer load in one REST call; null when none is chosen or the caller may no
 * longer see it) and the file's signed link.
 */
const mediaFields = <E extends MediaElement>(t: FieldBuilder<E>, downloadDescription?: string) => ({
  mediaId: t.int({ nullable: true, resolve: (e) => e.media_id }),
  media: loadedField(t, MediaType, { id: (e) => e.media_id, orNull: true }),
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

/** An element kind's object type: a layout element with the kind's own fields. */
function elementKind<E extends LayoutElement>(
  name: string,
  description: string,
  fields: ObjectFieldsShape<SchemaTypes, E>,
) {
  // `E extends LayoutElement` makes it one; Pothos cannot check that of a generic shape.
  builder.objectRef<E>(name).implement({ description, interfaces: [LayoutElementRef] as never, fields });
}

/** A container kind's object type: a layout element holding positioned children, with the kind's own fields. */
function containerKind<E extends Kind<'region' | 'tag_zone' | 'sequence'>>(
  name: string,
  description: string,
  fields: ObjectFieldsShape<SchemaTypes, E>,
) {
  builder
    .objectRef<E>(name)
    .implement({ description, interfaces: [ContainerElementRef, LayoutElementRef] as never, fields });
}

containerKind<Kind<'region'>>(
  'RegionElement',
  'A container of positioned elements; light green background by default.',
  (t) => ({
    fallback: t.exposeBoolean('fallback'),
    audioEnabled: t.exposeBoolean('audio_enabled'),
    switchIndex: t.exposeInt('switch_index'),
    dataSources: t.field({ type: [DataSourceRefType], resolve: (e) => e.data_sources }),
  }),
);

containerKind<Kind<'tag_zone'>>('TagZoneElement', 'A region whose content is chosen by tags.', (t) => ({
  tagZoneTags: t.exposeStringList('tag_zone_tags'),
}));

containerKind<Kind<'sequence'>>('SequenceElement', 'Children shown one after another, in order.', () => ({}));

elementKind<Kind<'video'>>('VideoElement', 'A video media item; its duration is the video’s.', (t) =>
  visualMediaFields(t),
);

elementKind<Kind<'image'>>('ImageElement', 'An image media item; 30 seconds by default.', (t) => ({
  ...visualMediaFields(t),
  filename: t.exposeString('filename'),
}));

elementKind<Kind<'streamingvideo'>>('StreamingVideoElement', 'A live stream from one of the five URL slots.', (t) => ({
  slot: t.int({ resolve: (e) => e.data.slot }),
}));

elementKind<Kind<'text'>>('TextElement', 'Text, static or data-backed (data source, row key, column).', (t) => ({
  textValue: t.exposeString('text_value'),
  textColor: t.exposeString('text_color'),
  fontFamily: t.exposeString('font_family', { description: 'OpenSans, Pacifico, or an uploaded font.' }),
  fontSize: t.float({ resolve: (e) => e.font_size }),
  fontMediaId: t.int({ nullable: true, resolve: (e) => e.font_mediaid }),
  fontMedia: loadedField(t, MediaType, { id: (e) => e.font_mediaid, orNull: true }),
  dataSource: t.int({ nullable: true, resolve: (e) => e.data_source ?? null }),
  dataKey: t.string({ nullable: true, resolve: (e) => e.data_key ?? null }),
  dataColumn: t.int({ nullable: true, resolve: (e) => e.data_column ?? null }),
}));

elementKind<Kind<'touchapp'>>('TouchAppElement', 'A touch app media item; a touch-app layout holds no widgets.', (t) =>
  mediaFields(t),
);

elementKind<Widget<'rss'>>('RssWidgetElement', 'A news ticker of a feed.', (t) => ({
  feedUrl: t.string({ resolve: (e) => e.data.feed_url }),
  url: t.string({ description: 'The feed wrapped in the ticker page address.', resolve: (e) => e.data.url }),
  includeAuth: t.boolean({ resolve: (e) => e.data.include_auth }),
}));

elementKind<Widget<'twitter'>>('TwitterWidgetElement', 'A Twitter timeline through a widget auth.', (t) => ({
  authId: t.int({ resolve: (e) => e.data.auth_id }),
  includeAuth: t.boolean({ resolve: (e) => e.data.include_auth }),
}));

elementKind<Widget<'web'>>('WebWidgetElement', 'A web page.', (t) => ({
  url: t.string({ resolve: (e) => e.data.url }),
}));
