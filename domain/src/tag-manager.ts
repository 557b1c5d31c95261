import type { Permission } from './permissions.ts';
import { normaliseTags, TAG_PALETTE, type TagColour } from './tags.ts';

/** The tag manager's and tag groups' texts (spec 02 §5, §8). */
export const TAG_MANAGER_MESSAGES = {
  selectBeforeEditing: 'Select some items before editing',
  selectBeforeDeleting: 'Select some items before deleting.',
  itemsDeleted: 'Items successfully deleted.',
  copiedTags: 'Successfully copied tags to temporary storage',
  clipboardEmpty: 'Tag Clipboard Empty',
  /** Spec 02 §9: bulk delete allows Media and Layout objects only. */
  onlyMediaAndLayouts: 'Only Media and Layout objects may be deleted.',
  /** An edit that says neither what to add, remove nor set. */
  nothingToChange: 'Say which tags to add, remove or set.',
} as const;

export function objectsUpdated(n: number): string {
  return `Success: ${n} objects updated.`;
}

export const TAG_GROUP_MESSAGES = {
  created: 'Tag group successfully created.',
  updated: 'Tag group successfully updated.',
  deleted: 'Tag group successfully deleted.',
  nameEmpty: 'Tag group name empty.',
} as const;

export function tagGroupNameTaken(name: string): string {
  return `A tag group named "${name}" already exists.`;
}

export function tagInOtherGroup(tag: string, group: string): string {
  return `The tag "${tag}" is already in the tag group "${group}": a tag is in at most one group.`;
}

export function unknownTagColour(color: string): string {
  return `Unknown colour "${color}": choose one of ${Object.keys(TAG_PALETTE).join(', ')}.`;
}

/**
 * The permission that changes each kind of object the tag manager lists (its tags, and for media and layouts its
 * deletion): the service refuses a selection holding one the user may not change, so the console says which first.
 */
export const TAG_MANAGER_EDITORS = {
  device: 'edit devices',
  media: 'edit media',
  layout: 'edit layouts',
  schedule: 'edit schedules',
} as const satisfies Record<string, Permission>;

/** Names shown in a sentence about a selection at the most; the rest are counted. */
const NAMED_AT_MOST = 3;

/**
 * Why a selection is refused before any call: which selected objects the user may not change and the permissions
 * that would let them ('You may not delete "Promo": that needs the permission "edit media". Leave it out of the
 * selection.').
 */
export function notYoursToChange(
  action: 'change the tags of' | 'delete',
  names: readonly string[],
  permissions: readonly string[],
): string {
  const quoted = names.slice(0, NAMED_AT_MOST).map((name) => `"${name}"`);
  const rest = names.length - quoted.length;
  const list = rest > 0 ? `${quoted.join(', ')} and ${rest} more` : joinAnd(quoted);
  const needed = joinAnd(permissions.map((p) => `"${p}"`));
  const plural = permissions.length > 1 ? 'permissions' : 'permission';
  return `You may not ${action} ${list}: that needs the ${plural} ${needed}. Leave ${names.length > 1 ? 'them' : 'it'} out of the selection.`;
}

const AND = new Intl.ListFormat('en-GB', { type: 'conjunction' });
const joinAnd = (items: readonly string[]) => AND.format(items);

/** Spec 02 §9 "Bulk delete allowed types: Media and Layout". */
export const BULK_DELETE_TYPES = ['media', 'layout'] as const;

/**
 * A change to the tags of many objects at once. `set` replaces them (the clipboard's "replace"); otherwise
 * `remove` then `add` (editing the selection's common tags, the clipboard's "append"). Stored forms, no #.
 */
export interface TagEdit {
  set?: readonly string[];
  add?: readonly string[];
  remove?: readonly string[];
}

export function isEmptyEdit(edit: TagEdit): boolean {
  return edit.set === undefined && !edit.add?.length && !edit.remove?.length;
}

/**
 * An object's tags after `edit`, in order: its own tags less the removed ones, then the added ones it lacked.
 * Throws InvalidTagError on an invalid tag.
 */
export function applyTagEdit(tags: readonly string[], edit: TagEdit): string[] {
  if (edit.set !== undefined) return normaliseTags(edit.set);
  const removed = new Set(normaliseTags(edit.remove ?? []));
  return normaliseTags([...tags.filter((tag) => !removed.has(tag)), ...(edit.add ?? [])]);
}

/** The tags every one of `lists` carries, in the first list's order (what "edit common tags" shows). */
export function commonTags(lists: readonly (readonly string[])[]): string[] {
  const [first, ...rest] = lists;
  if (!first) return [];
  return first.filter((tag) => rest.every((list) => list.includes(tag)));
}

export function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, i) => tag === b[i]);
}

/** A tag's label colours from its group's palette colour; none for an ungrouped tag. */
export function tagColours(color: string | null | undefined): {
  color: string | null;
  foreground_color: string | null;
} {
  const entry = color ? TAG_PALETTE[color as TagColour] : undefined;
  return entry ? { color: entry.fill, foreground_color: entry.foreground } : { color: null, foreground_color: null };
}
