/** Layout constants and messages of spec 01 §4, §5, §8 and §9, shared by the REST service, gateway and console. */

export const LAYOUT_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_LAYOUT_PAGE_SIZE = 25;
/** The sync-sequence editor's video gallery shows this many per page. */
export const SYNC_GALLERY_PAGE_SIZE = 49;
/** The media selector of the layout editor. */
export const MEDIA_SELECTOR_PAGE_SIZE = 100;
/** Elements move within their parent in steps of this many percent. */
export const MOVE_STEP_PERCENT = 0.25;

export const LAYOUT_TYPES = ['layout', 'sync_sequence'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** Editor page types (route /layouts/{id}/{type}). */
export const PAGE_TYPES = ['layout', 'template', 'template-view', 'template-view-edit'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Aspect ratios the editor offers; hd is the default, custom defaults to 16 x 9. */
export const ASPECT_RATIOS = {
  hd: { width: 16, height: 9 },
  'hd-portrait': { width: 9, height: 16 },
  sd: { width: 4, height: 3 },
  'sd-portrait': { width: 3, height: 4 },
} as const;
export type AspectRatio = keyof typeof ASPECT_RATIOS | 'custom';
export const DEFAULT_ASPECT_RATIO: AspectRatio = 'hd';
export const DEFAULT_CUSTOM_ASPECT = { width: 16, height: 9 } as const;

/** What a stored tree may hold: bounds that keep a save, its thumbnail and its JSON body sane. */
export const MAX_LAYOUT_ELEMENTS = 2000;
/** Containers nested in containers; the api refuses JSON nested past 32 levels, two per container. */
export const MAX_LAYOUT_DEPTH = 12;
export const MAX_LAYOUT_NAME_LENGTH = 255;

/** Appended to the name of a layout generated from a template (spec 01 §4). */
export const GENERATED_SUFFIX = ' (Generated)';

export const LAYOUT_MESSAGES = {
  nameEmpty: 'Layout name empty.',
  noTags: 'You have not entered any tags.',
  /** Our wording: the spec says only that users with forced tags are offered a confirmation. */
  confirmNoTags: 'You have not entered any tags. The layout will carry only your forced tags. Do you want to continue?',
  invalidProperties: 'Invalid value in layout properties',
  wrongFormat: 'Layout in wrong format',
  noVideos: 'Sequence does not have any videos selected.',
  needsVideo: 'Selected media needs to be a video',
  needsImage: 'Selected media needs to be a image',
  cannotView: 'You cannot view this page',
  confirmTemplate: 'Do you want to create a new template from this layout?',
  confirmDelete: 'Are you sure you want to delete this layout? All of its schedules will be deleted too.',
  /** Our wording: the thumbnail (and players' composition) of a layout whose render went past its time or memory budget. */
  tooComplexToPreview: 'This layout is too complex to preview.',
  created: 'Layout successfully created',
  templateCreated: 'Template successfully created',
  syncSequenceCreated: 'Sync Sequence successfully created',
  updated: 'Layout successfully updated',
  deleted: 'Layout successfully deleted',
  kindUpdated: (kind: 'Layout' | 'Template') => `${kind} successfully updated`,
  kindDeleted: 'successfully deleted',
  // Ours, for rules the spec states without a message.
  /** A typed position past the parent's edge is refused with the reason, not silently pulled back (spec 01 §2). */
  positionRange: (field: 'Left' | 'Top', max: number, size: number) =>
    `${field} must be from 0 to ${max}: the element is ${size}% ${field === 'Left' ? 'wide' : 'tall'} and stays inside its parent.`,
  sizeRange: (field: string) => `${field} must be from 0.25 to 100 percent of the parent.`,
  dataSourceId: 'Select a data source: its id must be above 0.',
  mediaMissing: (id: number) => `Selected media ${id} does not exist or is not visible to you.`,
  needsTouchApp: 'Selected media needs to be a touch app',
  needsFont: 'Selected font needs to be a font file',
  unknownKind: (kind: string) =>
    `Unknown element kind "${kind}": an element is one of region, tag_zone, sequence, video, streamingvideo, image, text, widget, touchapp.`,
  unknownWidget: (kind: string) => `Unknown widget type "${kind}": a widget is one of rss, twitter, web.`,
  touchAppWidgets: 'A touch app layout accepts no widgets.',
  /** Ours: the spec says only that converting clears all content after confirmation. */
  confirmTouchApp:
    'Converting to a touch app clears all content of this layout: every element is removed and a touch app takes the whole screen. Do you want to continue?',
  outsideParent: (label: string) => `"${label}" must stay inside its parent (0 to 100 percent of it).`,
  tooManyElements: `A layout may hold at most ${MAX_LAYOUT_ELEMENTS} elements.`,
  tooDeep: `Containers may be nested at most ${MAX_LAYOUT_DEPTH} levels deep.`,
  duplicateId: (id: string) => `Element id "${id}" is used twice; every element needs its own id.`,
  rootKind: (type: LayoutType) =>
    type === 'sync_sequence' ? 'A sync sequence must be a sequence of videos.' : 'A layout must be a region.',
  /** Media delete refused: the console's confirmation says the same from GET /media/used_by/. */
  mediaInUse: (total: number, names: readonly string[]) => {
    const hidden = total - names.length;
    const listed = [...names, ...(hidden ? [`${hidden} you cannot see`] : [])].join(', ');
    return `Media item is used by ${total} layout${total === 1 ? '' : 's'}: ${listed}. Remove it from them first.`;
  },
  readOnly: 'This layout is shared with the network and is read-only for you.',
  notTemplate: 'Only a template can generate a layout.',
} as const;
