import { LAYOUT_MESSAGES, LAYOUT_TYPES, type LayoutType, MAX_LAYOUT_DEPTH, MAX_LAYOUT_ELEMENTS } from './constants.ts';
import { ELEMENT_KINDS, elementLabel, WIDGET_TYPES } from './elements.ts';
import { MEDIA_KIND_OF } from './tree.ts';

/** What a save sends, as it arrives: the rules check its shape themselves, so any input gets a spec message. */
export interface LayoutDraft {
  name?: unknown;
  tags?: unknown;
  json?: unknown;
  layout_type?: unknown;
}

export interface SaveRuleOptions {
  /** The saver's forced tags: without tags, such a user is asked to confirm instead of refused. */
  forcedTags: readonly string[];
  /**
   * The type of every media item the saver may see, by id, for the media the tree names (see mediaReferences).
   * Left out, media are not checked (the console checks what it chose; the api passes what it looked up).
   */
  mediaTypes?: ReadonlyMap<number, string>;
}

export type SaveCheck = { ok: true; confirm?: string } | { ok: false; msg: string };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** Float sums such as 33.33 + 66.67 may land a hair past 100. */
const EPSILON = 1e-9;

class Refusal extends Error {}
const refuse = (msg: string): never => {
  throw new Refusal(msg);
};

/**
 * The layout save rules of spec 01 §5, run by the console before it saves and by the REST service on every
 * write: name, tags, properties that must be numbers, the JSON's format, sync sequences' videos, media of the
 * right type, data source ids, children inside their parent, and a touch-app layout without widgets.
 * A user with forced tags who sent no tags gets `confirm` (the console asks; the forced tags are stored).
 */
export function checkLayoutSave(draft: LayoutDraft, options: SaveRuleOptions): SaveCheck {
  try {
    if (typeof draft.name !== 'string' || !draft.name.trim()) refuse(LAYOUT_MESSAGES.nameEmpty);
    const tags = Array.isArray(draft.tags) ? draft.tags : [];
    if (tags.length === 0 && options.forcedTags.length === 0) refuse(LAYOUT_MESSAGES.noTags);
    const layoutType = (LAYOUT_TYPES as readonly unknown[]).includes(draft.layout_type)
      ? (draft.layout_type as LayoutType)
      : 'layout';
    if (!isObject(draft.json)) refuse(LAYOUT_MESSAGES.wrongFormat);
    const root = draft.json as Json;
    const rootKind = layoutType === 'sync_sequence' ? 'sequence' : 'region';
    if (root.type !== rootKind) refuse(LAYOUT_MESSAGES.rootKind(layoutType));
    const walk = new TreeWalk(options.mediaTypes);
    walk.visit(root, 0, true);
    if (layoutType === 'sync_sequence') checkSyncSequence(root);
    if (walk.touchApps > 0 && walk.widgets > 0) refuse(LAYOUT_MESSAGES.touchAppWidgets);
    return tags.length === 0 ? { ok: true, confirm: LAYOUT_MESSAGES.confirmNoTags } : { ok: true };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, msg: error.message };
    throw error;
  }
}

/** A sync sequence is a sequence of videos, at least one of them chosen. */
function checkSyncSequence(root: Json) {
  const children = root.children as Json[];
  if (children.some((child) => child.type !== 'video')) refuse(LAYOUT_MESSAGES.needsVideo);
  if (!children.some((child) => isNumber(child.media_id) && child.media_id > 0)) refuse(LAYOUT_MESSAGES.noVideos);
}

class TreeWalk {
  count = 0;
  widgets = 0;
  touchApps = 0;
  readonly #ids = new Set<string>();

  constructor(private readonly mediaTypes?: ReadonlyMap<number, string>) {}

  visit(element: unknown, depth: number, isRoot = false) {
    if (!isObject(element)) refuse(LAYOUT_MESSAGES.wrongFormat);
    const e = element as Json;
    if (++this.count > MAX_LAYOUT_ELEMENTS) refuse(LAYOUT_MESSAGES.tooManyElements);
    const kind = e.type;
    if (typeof kind !== 'string' || !(ELEMENT_KINDS as readonly string[]).includes(kind)) {
      refuse(LAYOUT_MESSAGES.unknownKind(String(kind)));
    }
    if (kind === 'widget') {
      this.widgets++;
      if (!(WIDGET_TYPES as readonly unknown[]).includes(e.widget_type)) {
        refuse(LAYOUT_MESSAGES.unknownWidget(String(e.widget_type)));
      }
    }
    if (kind === 'touchapp') this.touchApps++;
    if (typeof e.id !== 'string' || !e.id) refuse(LAYOUT_MESSAGES.wrongFormat);
    if (this.#ids.has(e.id as string)) refuse(LAYOUT_MESSAGES.duplicateId(e.id as string));
    this.#ids.add(e.id as string);
    checkProperties(e, isRoot);
    this.#checkMedia(e);
    checkDataSources(e);
    if (kind === 'region' || kind === 'tag_zone' || kind === 'sequence') {
      if (!Array.isArray(e.children)) refuse(LAYOUT_MESSAGES.wrongFormat);
      if (depth >= MAX_LAYOUT_DEPTH && (e.children as unknown[]).length) refuse(LAYOUT_MESSAGES.tooDeep);
      for (const child of e.children as unknown[]) this.visit(child, depth + 1);
    }
  }

  #checkMedia(e: Json) {
    const kind = e.type as string;
    const [field, wanted] =
      kind === 'text'
        ? ['font_mediaid', 'font']
        : ['media_id', MEDIA_KIND_OF[kind as keyof typeof MEDIA_KIND_OF] as string | undefined];
    const id = e[field];
    if (!wanted || id === null || id === undefined) return;
    if (!isNumber(id) || !Number.isInteger(id) || id < 1) refuse(LAYOUT_MESSAGES.invalidProperties);
    if (!this.mediaTypes) return;
    const actual = this.mediaTypes.get(id as number);
    if (actual === undefined) refuse(LAYOUT_MESSAGES.mediaMissing(id as number));
    if (actual !== wanted) refuse(WRONG_MEDIA[wanted]!);
  }
}

const WRONG_MEDIA: Record<string, string> = {
  image: LAYOUT_MESSAGES.needsImage,
  video: LAYOUT_MESSAGES.needsVideo,
  touchapp: LAYOUT_MESSAGES.needsTouchApp,
  font: LAYOUT_MESSAGES.needsFont,
};

/** top, left, width, height and duration (except a video's) are numbers; children stay inside their parent. */
function checkProperties(e: Json, isRoot: boolean) {
  const { left, top, pwidth, pheight, duration } = e;
  if (![left, top, pwidth, pheight].every(isNumber)) refuse(LAYOUT_MESSAGES.invalidProperties);
  const videoWithoutDuration = e.type === 'video' && (duration === null || duration === undefined);
  if (!videoWithoutDuration && (!isNumber(duration) || (duration < 0 && duration !== -1))) {
    refuse(LAYOUT_MESSAGES.invalidProperties);
  }
  if (isRoot) return;
  const [l, t, w, h] = [left, top, pwidth, pheight] as number[];
  if (l! < 0 || t! < 0 || w! <= 0 || h! <= 0 || l! + w! > 100 + EPSILON || t! + h! > 100 + EPSILON) {
    refuse(LAYOUT_MESSAGES.outsideParent(elementLabel(e)));
  }
}

/** A data source chosen for linking must have an id above 0. */
function checkDataSources(e: Json) {
  const ids: unknown[] = [];
  if (e.type === 'region' && Array.isArray(e.data_sources)) {
    for (const source of e.data_sources) ids.push(isObject(source) ? source.id : source);
  }
  if (e.type === 'text' && e.data_source !== null && e.data_source !== undefined) ids.push(e.data_source);
  if (ids.some((id) => !isNumber(id) || id <= 0)) refuse(LAYOUT_MESSAGES.dataSourceId);
}
