/**
 * The layout element model of spec 01 §3: every kind with the common fields and the spec's defaults. A layout's
 * `json` is its root element (a region, or a sequence of videos for a sync sequence) and holds the tree.
 */
export const ELEMENT_KINDS = [
  'region',
  'tag_zone',
  'sequence',
  'video',
  'streamingvideo',
  'image',
  'text',
  'widget',
  'touchapp',
] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];
export const WIDGET_TYPES = ['rss', 'twitter', 'web'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];
/** What `newElement` makes: a kind, or a widget by its own type. */
export type NewElementKind = Exclude<ElementKind, 'widget'> | `widget_${WidgetType}`;

/** Containers hold positioned children. */
export const CONTAINER_KINDS = ['region', 'tag_zone', 'sequence'] as const;

export const FONT_FAMILIES = ['OpenSans', 'Pacifico'] as const;
export const DEFAULT_FONT_FAMILY = 'OpenSans';
export const DEFAULT_FONT_SIZE = 100;
export const DEFAULT_TEXT = 'Enter your text here';
/** Light green, the region background (spec 01 §3). */
export const REGION_BACKGROUND = '#90ee90';
export const STREAMING_SLOTS = 5;
/** Seconds; -1 means no duration of its own. */
export const NO_DURATION = -1;
export const DEFAULT_DURATIONS = { image: 30, text: 30 } as const;

interface Common<K extends ElementKind> {
  type: K;
  /** Unique within the layout: the editor, GraphQL and reports name an element by it. */
  id: string;
  /** Percent of the parent; decimals allowed. */
  left: number;
  top: number;
  pwidth: number;
  pheight: number;
  zOrder: number;
  visible: boolean;
  /** Seconds; -1 means none (a video takes its media item's, null until one is chosen). */
  duration: number;
  editable: boolean;
  custom_label: string;
  name: string;
  static: boolean;
  background: string;
  background_transparent: boolean;
  _metadata: { maintain_ar?: boolean; [key: string]: unknown };
}

export interface DataSourceRef {
  id: number;
  url: string;
}

interface ContainerFields {
  children: LayoutElement[];
}
export interface RegionElement extends Common<'region'>, ContainerFields {
  fallback: boolean;
  audio_enabled: boolean;
  switch_index: number;
  data_sources: DataSourceRef[];
}
export interface SequenceElement extends Common<'sequence'>, ContainerFields {}
export interface TagZoneElement extends Common<'tag_zone'>, ContainerFields {
  tag_zone_tags: string[];
}
/** Signed links the api fills in when it answers (they expire, so they are never stored). */
interface MediaLinks {
  download_url?: string;
  thumbnail_url?: string;
}
export interface ImageElement extends Common<'image'>, MediaLinks {
  media_id: number | null;
  filename: string;
}
export interface VideoElement extends Omit<Common<'video'>, 'duration'>, MediaLinks {
  duration: number | null;
  media_id: number | null;
}
export interface StreamingVideoElement extends Common<'streamingvideo'> {
  data: { slot: number };
}
export interface TextElement extends Common<'text'> {
  text_value: string;
  text_color: string;
  font_family: string;
  font_size: number;
  font_mediaid: number | null;
  /** Data-backed text: the data source, the row key and the column index (see data links). */
  data_source?: number | null;
  data_key?: string | null;
  data_column?: number | null;
}
export interface TouchAppElement extends Common<'touchapp'> {
  media_id: number | null;
  download_url?: string;
}
interface WidgetCommon<W extends WidgetType, D> extends Common<'widget'> {
  widget_type: W;
  data: D;
}
/** The feed URL wrapped in the ticker page's address, sent with the product's own authentication. */
export type RssWidget = WidgetCommon<'rss', { feed_url: string; url: string; include_auth: boolean }>;
export type TwitterWidget = WidgetCommon<'twitter', { auth_id: number; include_auth: boolean }>;
export type WebWidget = WidgetCommon<'web', { url: string }>;
export type WidgetElement = RssWidget | TwitterWidget | WebWidget;

export type ContainerElement = RegionElement | SequenceElement | TagZoneElement;
export type LayoutElement =
  | ContainerElement
  | ImageElement
  | VideoElement
  | StreamingVideoElement
  | TextElement
  | TouchAppElement
  | WidgetElement;

/** The ticker page an RSS widget shows its feed in. */
export function rssTickerUrl(feedUrl: string): string {
  return `/widgets/rss-ticker?feed=${encodeURIComponent(feedUrl)}`;
}

/** Each kind's name: the default name of a new element, and the kind shown beside an element in the tree. */
const KIND_LABELS: Record<ElementKind, string> = {
  region: 'Region',
  tag_zone: 'Tag Zone',
  sequence: 'Sequence',
  video: 'Video',
  streamingvideo: 'Streaming',
  image: 'Image',
  text: 'Text',
  widget: 'Widget',
  touchapp: 'Touch App',
};

const { widget: _widget, ...PLAIN_LABELS } = KIND_LABELS;
const LABELS: Record<NewElementKind, string> = {
  ...PLAIN_LABELS,
  widget_rss: 'RSS Widget',
  widget_twitter: 'Twitter Widget',
  widget_web: 'Web Widget',
};

/** The name of an element's kind ("Tag Zone"), or the type itself where it is no kind of ours. */
export function kindLabel(type: string): string {
  return Object.hasOwn(KIND_LABELS, type) ? KIND_LABELS[type as ElementKind] : type;
}

function newId(): string {
  return globalThis.crypto.randomUUID();
}

function common<K extends ElementKind>(type: K, label: string, id: string): Common<K> {
  return {
    type,
    id,
    left: 0,
    top: 0,
    pwidth: 100,
    pheight: 100,
    zOrder: 0,
    visible: true,
    duration: NO_DURATION,
    editable: true,
    custom_label: '',
    name: label,
    static: false,
    background: REGION_BACKGROUND,
    background_transparent: true,
    _metadata: {},
  };
}

/** A new element of `kind` with the spec's defaults, filling its whole parent. */
export function newElement<K extends NewElementKind>(kind: K, id = newId()): ElementOf<K> {
  return make(kind, id) as ElementOf<K>;
}

export type ElementOf<K extends NewElementKind> = K extends `widget_${infer W}`
  ? Extract<WidgetElement, { widget_type: W }>
  : Extract<LayoutElement, { type: K }>;

function make(kind: NewElementKind, id: string): LayoutElement {
  const label = LABELS[kind];
  switch (kind) {
    case 'region':
      return {
        ...common('region', label, id),
        children: [],
        fallback: false,
        audio_enabled: false,
        switch_index: 0,
        data_sources: [],
      };
    case 'sequence':
      return { ...common('sequence', label, id), children: [] };
    case 'tag_zone':
      return { ...common('tag_zone', label, id), background_transparent: false, children: [], tag_zone_tags: [] };
    case 'image':
      return {
        ...common('image', label, id),
        duration: DEFAULT_DURATIONS.image,
        media_id: null,
        filename: '',
        _metadata: { maintain_ar: true },
      };
    case 'video':
      return { ...common('video', label, id), duration: null, media_id: null, _metadata: { maintain_ar: true } };
    case 'streamingvideo':
      return { ...common('streamingvideo', label, id), data: { slot: 1 } };
    case 'text':
      return {
        ...common('text', label, id),
        duration: DEFAULT_DURATIONS.text,
        text_value: DEFAULT_TEXT,
        // White: a layout's regions are transparent by default, so a new text stands on the player's black screen
        // (the spec gives no colour; black text there was invisible on the canvas, the thumbnail and the player).
        text_color: '#ffffff',
        font_family: DEFAULT_FONT_FAMILY,
        font_size: DEFAULT_FONT_SIZE,
        font_mediaid: null,
      };
    case 'touchapp':
      return { ...common('touchapp', label, id), media_id: null };
    case 'widget_rss':
      return {
        ...common('widget', label, id),
        widget_type: 'rss',
        data: { feed_url: '', url: rssTickerUrl(''), include_auth: true },
      };
    case 'widget_twitter':
      return { ...common('widget', label, id), widget_type: 'twitter', data: { auth_id: 1, include_auth: true } };
    case 'widget_web':
      return { ...common('widget', label, id), widget_type: 'web', data: { url: '' } };
  }
}

export function isContainer(element: LayoutElement): element is ContainerElement {
  return (CONTAINER_KINDS as readonly string[]).includes(element.type);
}

/** An element as a person names it: its custom label, else its name, else its kind. */
export function elementLabel(element: { custom_label?: unknown; name?: unknown; type?: unknown }): string {
  for (const value of [element.custom_label, element.name, element.type]) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return 'Element';
}
