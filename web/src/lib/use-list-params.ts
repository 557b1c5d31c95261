import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  hasListParams,
  listParamsOnly,
  PAGE_PARAM,
  PAGE_SIZE_PARAM,
  type ParamCodecs,
  readFilters,
  readPage,
  readPageSize,
  writeFilters,
} from './list-params.ts';

export interface ListParamsSpec<F> {
  filters: ParamCodecs<F>;
  /** Fields that order the list rather than filter it: they do not make it "filtered" and Clear keeps them. */
  ordering?: readonly (keyof F)[];
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** Local-storage key: the list's params are saved there and come back when the page is opened without any. */
  storageKey?: string;
  /** Params the page is opened with, rewritten before anything else (e.g. a route's defaultSearchTags). */
  arrive?: (params: URLSearchParams) => URLSearchParams | undefined;
}

/** What the list frame needs: paging, and whether (and how) the list is filtered. */
export interface ListPaging {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** Some filter differs from its empty value. */
  filtered: boolean;
  /** Changes with the filters and the page size, not the page: what a page's selection is reset by. */
  key: string;
  clearFilters: () => void;
  /** Adds a history entry, unless `replace` (the page is corrected, not chosen). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setPageSize: (pageSize: number) => void;
}

export interface ListParams<F> extends ListPaging {
  filters: F;
  /** Other filters: back to the first page. */
  setFilters: (patch: Partial<F>) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function arrivalParams<F>(spec: ListParamsSpec<F>, params: URLSearchParams): URLSearchParams | undefined {
  const rewritten = spec.arrive?.(params);
  if (rewritten) return rewritten;
  if (!spec.storageKey || hasListParams(spec.filters, params)) return undefined;
  const saved = localStorage.getItem(spec.storageKey);
  if (!saved) return undefined;
  const restored = new URLSearchParams(params);
  for (const [key, value] of listParamsOnly(spec.filters, new URLSearchParams(saved))) restored.append(key, value);
  return restored.toString() === params.toString() ? undefined : restored;
}

/**
 * Paging and filter state of a list page, kept in the URL's search params: a filtered page can be bookmarked and
 * shared, and comes back on reload and on Back. Filter changes replace the history entry (typing would otherwise
 * fill it); paging adds one.
 */
export function useListParams<F>(spec: ListParamsSpec<F>): ListParams<F> {
  const [urlParams, setUrlParams] = useSearchParams();
  // What the page was opened with, rewritten or restored; shown at once while the URL catches up.
  const [pending, setPending] = useState(() => arrivalParams(spec, urlParams));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival.
  useEffect(() => {
    if (pending) setUrlParams(pending, { replace: true });
  }, []);
  useEffect(() => {
    if (pending && pending.toString() === urlParams.toString()) setPending(undefined);
  }, [pending, urlParams]);
  const params = pending ?? urlParams;

  const { storageKey } = spec;
  useEffect(() => {
    if (!storageKey || pending) return;
    const kept = listParamsOnly(spec.filters, urlParams);
    kept.delete(PAGE_PARAM);
    localStorage.setItem(storageKey, kept.toString());
  }, [storageKey, pending, urlParams, spec.filters]);

  const filters = readFilters(spec.filters, params);
  const page = readPage(params);
  const pageSize = readPageSize(params, spec.pageSizes, spec.defaultPageSize);
  const ordering = new Set(spec.ordering ?? []);
  const filterKeys = (Object.keys(spec.filters) as (keyof F)[]).filter((key) => !ordering.has(key));

  const update = (change: (next: URLSearchParams) => void, replace: boolean) => {
    const next = new URLSearchParams(params);
    change(next);
    setPending(undefined);
    setUrlParams(next, { replace });
  };
  const writeAll = (next: URLSearchParams, values: F) => {
    writeFilters(spec.filters, next, values);
    next.delete(PAGE_PARAM);
  };

  return {
    filters,
    page,
    pageSize,
    pageSizes: spec.pageSizes,
    filtered: filterKeys.some((key) => !same(filters[key], spec.filters[key].empty)),
    key: JSON.stringify([filters, pageSize]),
    setFilters: (patch) => update((next) => writeAll(next, { ...filters, ...patch }), true),
    clearFilters: () => {
      const cleared = { ...filters };
      for (const key of filterKeys) cleared[key] = spec.filters[key].empty;
      update((next) => writeAll(next, cleared), true);
    },
    setPage: (next, { replace = false } = {}) =>
      update((params) => {
        if (next > 1) params.set(PAGE_PARAM, String(next));
        else params.delete(PAGE_PARAM);
      }, replace),
    setPageSize: (size) =>
      update((params) => {
        if (size === spec.defaultPageSize) params.delete(PAGE_SIZE_PARAM);
        else params.set(PAGE_SIZE_PARAM, String(size));
        params.delete(PAGE_PARAM);
      }, true),
  };
}
