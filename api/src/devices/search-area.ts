import { labelledRows } from '../kit/find-visible.ts';
import type { SearchArea } from '../kit/search-area.ts';
import { type DeviceContext, VIEW_DEVICES } from './context.ts';
import { assertNoForeignSchedules } from './foreign-schedules.ts';
import { overLicenceOf, toDeviceJson } from './json.ts';
import { DEVICE_AREA, DEVICE_COLUMNS } from './repository.ts';

/** Devices in the search and the tag manager (not bulk-deletable: spec 02 §9). */
export function deviceSearchArea(ctx: DeviceContext): SearchArea {
  return {
    key: 'devices',
    view: VIEW_DEVICES,
    edit: ['edit devices'],
    embed: async (ids) => {
      if (ids.length === 0) return new Map();
      const now = new Date();
      const [labelled, over] = await Promise.all([
        labelledRows(ctx, { area: DEVICE_AREA, columns: DEVICE_COLUMNS }, ids),
        overLicenceOf(ctx),
      ]);
      return new Map(labelled.map((row) => [row.device_id, toDeviceJson(row, now, over)]));
    },
    // A restricted user's bulk edit meets the same rule as their edit of one device.
    checkTagChanges: (trx, changes, viewer) => assertNoForeignSchedules(trx, viewer.forced_tags, changes),
    // Who may see a device follows its tags: the access cache must learn them again.
    changed: (ids) => {
      for (const id of ids) ctx.access.forget(id);
    },
  };
}
