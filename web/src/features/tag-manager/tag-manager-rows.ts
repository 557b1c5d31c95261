import { scheduleName } from '../../components/schedules/schedule-table.tsx';
import type { SearchObjectType, TagList_TagFragment, TagManagerQuery } from '../../gql/graphql.ts';
import { deviceEditPath, layoutEditorPath, mediaEditPath, scheduleDialogPath } from '../../lib/paths.ts';

/** One row of the grid (spec 02 §3 "Search result row"): Object ID, Type, Object Name, Tags. */
export interface TagManagerRow {
  /** `<type>:<id>`, unique over every type. */
  key: string;
  type: Extract<SearchObjectType, 'DEVICE' | 'MEDIA' | 'LAYOUT' | 'SCHEDULE'>;
  typeLabel: string;
  id: string;
  name: string;
  tags: readonly TagList_TagFragment[];
  /** Where the object is edited. */
  to: string;
}

/** The page's rows, devices, media, layouts then schedules, and the largest total (the pages there are). */
export function tagManagerRows(search: TagManagerQuery['search'] | undefined) {
  const rows: TagManagerRow[] = [];
  const totals: { label: string; total: number }[] = [];
  if (!search) return { rows, totals, pagedTotal: 0 };
  const { devices, media, layouts, schedules } = search;
  for (const d of devices?.items ?? [])
    rows.push({ ...d, key: `DEVICE:${d.id}`, type: 'DEVICE', typeLabel: 'Device', to: deviceEditPath(d.id) });
  for (const m of media?.items ?? [])
    rows.push({ ...m, key: `MEDIA:${m.id}`, type: 'MEDIA', typeLabel: 'Media', to: mediaEditPath(m.id) });
  for (const l of layouts?.items ?? []) {
    const typeLabel = l.layoutType === 'SYNC_SEQUENCE' ? 'Sync sequence' : l.template ? 'Template' : 'Layout';
    rows.push({ ...l, key: `LAYOUT:${l.id}`, type: 'LAYOUT', typeLabel, to: layoutEditorPath(l) });
  }
  for (const s of schedules?.items ?? []) {
    const row = { id: s.id, name: scheduleName(s), tags: s.tags, to: scheduleDialogPath(s) };
    rows.push({ ...row, key: `SCHEDULE:${s.id}`, type: 'SCHEDULE', typeLabel: 'Schedule' });
  }
  const count = (total: number, one: string, many: string) => ({ label: total === 1 ? one : many, total });
  if (devices) totals.push(count(devices.pageInfo.totalItems, 'device', 'devices'));
  if (media) totals.push(count(media.pageInfo.totalItems, 'media item', 'media'));
  if (layouts) totals.push(count(layouts.pageInfo.totalItems, 'layout', 'layouts'));
  if (schedules) totals.push(count(schedules.pageInfo.totalItems, 'schedule', 'schedules'));
  // Every type is paged alike (page N of each), so the pages there are follow the largest total.
  return { rows, totals, pagedTotal: Math.max(0, ...totals.map((t) => t.total)) };
}

/** The rows as the tag manager's mutations select them. */
export function selectionOf(rows: readonly TagManagerRow[]) {
  return rows.map((row) => ({ type: row.type, id: row.id }));
}
