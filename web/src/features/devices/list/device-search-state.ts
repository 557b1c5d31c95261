import type { LastContactOption } from '@signage/domain/last-contact';
import { LAST_CONTACT_OPTIONS } from '@signage/domain/last-contact';
import type { TagValue } from '../../../components/tags/tag-input.tsx';

/** Local-storage key of the device list's search (spec 02: "search box whose state is saved and restored"). */
export const DEVICE_SEARCH_KEY = 'device_list_search';

export interface DeviceSearch {
  text: string;
  tags: TagValue[];
  lastContactMin: LastContactOption | '';
  lastContactMax: LastContactOption | '';
}

export const EMPTY_DEVICE_SEARCH: DeviceSearch = { text: '', tags: [], lastContactMin: '', lastContactMax: '' };

const isOption = (value: unknown): value is LastContactOption =>
  LAST_CONTACT_OPTIONS.some((option) => option.value === value);

/** What was saved, with anything unreadable dropped rather than breaking the screen. */
export function loadDeviceSearch(raw: string | null = localStorage.getItem(DEVICE_SEARCH_KEY)): DeviceSearch {
  if (!raw) return EMPTY_DEVICE_SEARCH;
  try {
    const saved = JSON.parse(raw) as Partial<Record<keyof DeviceSearch, unknown>>;
    return {
      text: typeof saved.text === 'string' ? saved.text : '',
      tags: Array.isArray(saved.tags)
        ? saved.tags
            .filter((t): t is TagValue => typeof t?.name === 'string')
            .map((t) => ({ name: t.name, color: t.color ?? null }))
        : [],
      lastContactMin: isOption(saved.lastContactMin) ? saved.lastContactMin : '',
      lastContactMax: isOption(saved.lastContactMax) ? saved.lastContactMax : '',
    };
  } catch {
    return EMPTY_DEVICE_SEARCH;
  }
}

export function saveDeviceSearch(search: DeviceSearch): void {
  localStorage.setItem(DEVICE_SEARCH_KEY, JSON.stringify(search));
}

/**
 * The route's optional defaultSearchTags (`?defaultSearchTags=lobby,foyer`, spec 02 §2) start a search with
 * those tags; without them the saved search comes back.
 */
export function initialDeviceSearch(params: URLSearchParams): DeviceSearch {
  const saved = loadDeviceSearch();
  const fromRoute = params
    .getAll('defaultSearchTags')
    .flatMap((value) => value.split(','))
    .map((tag) => tag.trim().replace(/^#/, ''))
    .filter(Boolean);
  return fromRoute.length ? { ...EMPTY_DEVICE_SEARCH, tags: fromRoute.map((name) => ({ name })) } : saved;
}
