import { parsePlainDate } from '@signage/domain/schedules/wall-clock';
import { sessionTagNames } from './session-tags.ts';

/**
 * How one list filter is kept in the URL's search params: read back with anything unreadable falling to `empty`,
 * and left out of the URL while it has its empty value, so a plain list has a plain URL.
 */
export interface ParamCodec<T> {
  empty: T;
  read: (params: URLSearchParams, key: string) => T;
  write: (params: URLSearchParams, key: string, value: T) => void;
}

/** Free text (`?search=menu`). */
export function textParam(empty = ''): ParamCodec<string> {
  return {
    empty,
    read: (params, key) => params.get(key) ?? empty,
    write: (params, key, value) => {
      if (value !== empty) params.set(key, value);
    },
  };
}

/** A list of names, one param each (`?tags=lobby&tags=foyer`), in order, without repeats. */
export const listParam: ParamCodec<readonly string[]> = {
  empty: [],
  read: (params, key) => [...new Set(params.getAll(key).filter(Boolean))],
  write: (params, key, value) => {
    for (const item of value) params.append(key, item);
  },
};

/** One of a fixed set of values; anything else reads as `empty`. */
export function choiceParam<T extends string, E extends T | '' = ''>(
  choices: readonly T[],
  empty: E = '' as E,
): ParamCodec<T | E> {
  return {
    empty,
    read: (params, key) => {
      const value = params.get(key);
      return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : empty;
    },
    write: (params, key, value) => {
      if (value !== empty) params.set(key, value);
    },
  };
}

/** A calendar date `YYYY-MM-DD` (`?startBefore=2026-12-01`); anything that is not a real date reads as ''. */
export const dateParam: ParamCodec<string> = {
  empty: '',
  read: (params, key) => {
    const value = params.get(key) ?? '';
    return parsePlainDate(value) === undefined ? '' : value;
  },
  write: (params, key, value) => {
    if (value) params.set(key, value);
  },
};

export type ParamCodecs<F> = { [K in keyof F]: ParamCodec<F[K]> };

export const PAGE_PARAM = 'page';
export const PAGE_SIZE_PARAM = 'pageSize';

/** The filters a URL holds; unknown params are ignored. */
export function readFilters<F>(codecs: ParamCodecs<F>, params: URLSearchParams): F {
  const filters = {} as F;
  for (const key of Object.keys(codecs) as (keyof F & string)[]) filters[key] = codecs[key].read(params, key);
  return filters;
}

/** Writes the filters into `params`, replacing what they held; empty values are left out. */
export function writeFilters<F>(codecs: ParamCodecs<F>, params: URLSearchParams, filters: F): URLSearchParams {
  for (const key of Object.keys(codecs) as (keyof F & string)[]) {
    params.delete(key);
    codecs[key].write(params, key, filters[key]);
  }
  return params;
}

/** The page number a URL holds: a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The page size a URL holds, when it is one of those offered; else the default. */
export function readPageSize(params: URLSearchParams, pageSizes: readonly number[], fallback: number): number {
  const size = Number(params.get(PAGE_SIZE_PARAM));
  return pageSizes.includes(size) ? size : fallback;
}

/** Whether the URL says anything about the list (filters or paging). */
export function hasListParams(codecs: ParamCodecs<unknown>, params: URLSearchParams): boolean {
  return [...Object.keys(codecs as object), PAGE_PARAM, PAGE_SIZE_PARAM].some((key) => params.has(key));
}

/** The list's own params only, e.g. to save them (other params, such as a dialog's, are not kept). */
export function listParamsOnly(codecs: ParamCodecs<unknown>, params: URLSearchParams): URLSearchParams {
  const keys = new Set([...Object.keys(codecs as object), PAGE_PARAM, PAGE_SIZE_PARAM]);
  return new URLSearchParams([...params].filter(([key]) => keys.has(key)));
}

/**
 * The paging, free text and tags of a tagged list's query. The session tags (spec 01 §6) always join the
 * tag filter; a variable with nothing in it is left out.
 */
export function taggedListVariables(
  filters: { search: string; tags: readonly string[] },
  sessionTags: readonly string[],
  page: number,
  pageSize: number,
): { page: number; pageSize: number; search?: string; tags?: string[] } {
  const tags = [...new Set([...sessionTagNames(sessionTags), ...filters.tags])];
  const search = filters.search.trim();
  return { page, pageSize, ...(search ? { search } : {}), ...(tags.length > 0 ? { tags } : {}) };
}
