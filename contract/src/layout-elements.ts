import {
  ELEMENT_KINDS,
  FONT_FAMILIES,
  type LayoutElement as LayoutElementType,
  STREAMING_SLOTS,
  WIDGET_TYPES,
} from '@signage/domain/layouts/elements';
import { type TProperties, Type } from 'typebox';
import { Nullable, StringEnum } from './schema.ts';

/**
 * The layout element tree (spec 01 §3 "Layout element"): one named schema per kind, told apart by `type`
 * (OpenAPI `discriminator`), widgets again by `widget_type`; containers hold `children` of any kind. Named
 * schemas, so the recursion is a `$ref` and generated clients get one type per kind. The TypeScript types are
 * the domain's (`@signage/domain/layouts/elements`), which also makes new elements with their defaults.
 */

/** A reference to the element union, typed as the domain's element. */
const ElementRef = Type.Unsafe<LayoutElementType>({ $ref: 'LayoutElement' });
const percent = (description: string) => Type.Number({ description: `${description}, percent of the parent.` });
const MediaId = Nullable(Type.Integer({ minimum: 1, description: 'A media item, or null until one is chosen.' }));
const signedLink = (description: string) =>
  Type.Optional(
    Type.String({ description: `${description} Answered by the api (signed, expiring); ignored on save.` }),
  );

const common = {
  id: Type.String({ minLength: 1, maxLength: 64, description: 'Unique within the layout.' }),
  left: percent('Left edge'),
  top: percent('Top edge'),
  pwidth: percent('Width'),
  pheight: percent('Height'),
  zOrder: Type.Integer({ description: 'Stacking order among siblings; higher is in front.' }),
  visible: Type.Boolean(),
  duration: Type.Number({ description: 'Seconds; -1 means none.' }),
  editable: Type.Boolean(),
  custom_label: Type.String({ maxLength: 255 }),
  name: Type.String({ maxLength: 255 }),
  static: Type.Boolean(),
  background: Type.String({ maxLength: 64, description: 'CSS colour.' }),
  background_transparent: Type.Boolean(),
  _metadata: Type.Object(
    { maintain_ar: Type.Optional(Type.Boolean({ description: 'Keep the media aspect ratio.' })) },
    { additionalProperties: true, description: 'Editor data kept as sent.' },
  ),
};

function element<K extends string, P extends TProperties>(kind: K, id: string, description: string, properties: P) {
  return Type.Object(
    { type: StringEnum([kind]), ...common, ...properties },
    { $id: id, description, additionalProperties: false },
  );
}

const children = { children: Type.Array(ElementRef, { description: 'Child elements, positioned inside this one.' }) };

export const RegionElement = element('region', 'RegionElement', 'A container of positioned elements.', {
  ...children,
  fallback: Type.Boolean(),
  audio_enabled: Type.Boolean(),
  switch_index: Type.Integer(),
  data_sources: Type.Array(Type.Object({ id: Type.Integer(), url: Type.String() }), {
    description: 'Data sources linked to the region (id above 0).',
  }),
});
export const SequenceElement = element(
  'sequence',
  'SequenceElement',
  'Children shown one after another, in order.',
  children,
);
export const TagZoneElement = element('tag_zone', 'TagZoneElement', 'A region chosen by tags.', {
  ...children,
  tag_zone_tags: Type.Array(Type.String()),
});
export const ImageElement = element('image', 'ImageElement', 'An image media item.', {
  media_id: MediaId,
  filename: Type.String({ maxLength: 255 }),
  download_url: signedLink('The image file.'),
  thumbnail_url: signedLink('A preview.'),
});
export const VideoElement = element('video', 'VideoElement', 'A video media item; its duration is the video.', {
  duration: Nullable(Type.Number({ description: 'Seconds, from the media item; null until one is chosen.' })),
  media_id: MediaId,
  download_url: signedLink('The video file.'),
  thumbnail_url: signedLink('A preview frame.'),
});
export const StreamingVideoElement = element('streamingvideo', 'StreamingVideoElement', 'A live stream.', {
  data: Type.Object({
    slot: Type.Integer({ minimum: 1, maximum: STREAMING_SLOTS, description: 'Which of the five URL slots.' }),
  }),
});
export const TextElement = element('text', 'TextElement', 'Text, static or data-backed.', {
  text_value: Type.String({ maxLength: 10_000 }),
  text_color: Type.String({ maxLength: 64 }),
  font_family: Type.String({ maxLength: 255, description: `${FONT_FAMILIES.join(' or ')}, or an uploaded font.` }),
  font_size: Type.Number({ minimum: 1, maximum: 2000, description: 'Pixels on a 1920-wide screen.' }),
  font_mediaid: Nullable(Type.Integer({ minimum: 1, description: 'An uploaded font media item.' })),
  data_source: Type.Optional(Nullable(Type.Integer({ description: 'Data source id (above 0).' }))),
  data_key: Type.Optional(Nullable(Type.String({ maxLength: 255, description: 'The row key.' }))),
  data_column: Type.Optional(Nullable(Type.Integer({ minimum: 0, description: 'The column index.' }))),
});
export const TouchAppElement = element('touchapp', 'TouchAppElement', 'A touch app media item.', {
  media_id: MediaId,
  download_url: signedLink('The touch app zip.'),
});

const widget = <W extends string, P extends TProperties>(type: W, id: string, description: string, data: P) =>
  element('widget', id, description, {
    widget_type: StringEnum([type]),
    data: Type.Object(data, { additionalProperties: false }),
  });
const includeAuth = Type.Boolean({ description: "Send the product's own authentication with the widget request." });
export const RssWidget = widget('rss', 'RssWidget', 'A news ticker of a feed.', {
  feed_url: Type.String({ maxLength: 2048 }),
  url: Type.String({ maxLength: 4096, description: 'The feed URL wrapped in the ticker page address.' }),
  include_auth: includeAuth,
});
export const TwitterWidget = widget('twitter', 'TwitterWidget', 'A Twitter timeline.', {
  auth_id: Type.Integer({ description: 'The widget auth to use.' }),
  include_auth: includeAuth,
});
export const WebWidget = widget('web', 'WebWidget', 'A web page.', { url: Type.String({ maxLength: 4096 }) });

const refTo = (id: string) => ({ $ref: id });

/** Any widget, told apart by widget_type. */
export const WidgetElement = Type.Unsafe<Extract<LayoutElementType, { type: 'widget' }>>({
  $id: 'WidgetElement',
  type: 'object',
  description: 'A widget: rss, twitter or web.',
  required: ['type', 'widget_type'],
  properties: { type: { type: 'string', enum: ['widget'] }, widget_type: { type: 'string', enum: [...WIDGET_TYPES] } },
  discriminator: { propertyName: 'widget_type' },
  oneOf: ['RssWidget', 'TwitterWidget', 'WebWidget'].map(refTo),
});

/** Any element, told apart by `type`. */
export const LayoutElement = Type.Unsafe<LayoutElementType>({
  $id: 'LayoutElement',
  type: 'object',
  description: `One element of a layout: ${ELEMENT_KINDS.join(', ')}.`,
  required: ['type'],
  discriminator: { propertyName: 'type' },
  oneOf: [
    'RegionElement',
    'TagZoneElement',
    'SequenceElement',
    'VideoElement',
    'StreamingVideoElement',
    'ImageElement',
    'TextElement',
    'WidgetElement',
    'TouchAppElement',
  ].map(refTo),
});

/** Every element schema, to register as named components. */
export const layoutElementComponents = [
  LayoutElement,
  RegionElement,
  TagZoneElement,
  SequenceElement,
  VideoElement,
  StreamingVideoElement,
  ImageElement,
  TextElement,
  WidgetElement,
  RssWidget,
  TwitterWidget,
  WebWidget,
  TouchAppElement,
];
