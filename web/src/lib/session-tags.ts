import { isValidTag, normaliseTag, splitSessionTags } from '@signage/domain/tags';
import { useSyncExternalStore } from 'react';

/**
 * The tag session (spec 01 §1, §6): one set of tags, kept in local storage, that pre-fills the tags of new objects
 * and is added to every search. Entries are kept as the user sees them, each with its '#'
 * (spec 01 §5: split on commas, '#' added when missing).
 */
export const SESSION_TAGS_KEY = 'session_tags';

const EMPTY: readonly string[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cached: { raw: string | null; entries: readonly string[] } = { raw: null, entries: EMPTY };

/** The entries of stored text: a JSON list, or (written by hand) comma-separated text. Invalid entries dropped. */
export function parseSessionTags(raw: string | null): readonly string[] {
  if (!raw) return EMPTY;
  let parts: string[];
  try {
    const parsed: unknown = JSON.parse(raw);
    parts = Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [String(parsed)];
  } catch {
    parts = [raw];
  }
  return splitSessionTags(parts.join(',')).filter(isValidTag);
}

/** The session's entries ("#lobby"), the same array until they change (for useSyncExternalStore). */
export function getSessionTags(): readonly string[] {
  const raw = localStorage.getItem(SESSION_TAGS_KEY);
  if (raw !== cached.raw) cached = { raw, entries: parseSessionTags(raw) };
  return cached.entries;
}

/** Replaces the session's entries; each is split on commas and gets its '#'. Invalid entries are dropped. */
export function setSessionTags(entries: readonly string[]): void {
  const next = splitSessionTags(entries.join(',')).filter(isValidTag);
  if (next.length === 0) localStorage.removeItem(SESSION_TAGS_KEY);
  else localStorage.setItem(SESSION_TAGS_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** The stored forms (no '#'), as queries and new objects carry them. */
export function sessionTagNames(entries: readonly string[]): string[] {
  return entries.map(normaliseTag);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the session.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_TAGS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The session's entries ("#lobby"), re-rendering when they change. */
export function useSessionTags(): readonly string[] {
  return useSyncExternalStore(subscribe, getSessionTags);
}

/** A new object's name and tags: no name yet, and the session tags (spec 01 §6: they pre-fill new objects). */
export function newObjectBasics(sessionTags: readonly string[]) {
  return { name: '', tags: sessionTagNames(sessionTags).map((name) => ({ name })) };
}
