import { AREA_VIEWERS } from '@signage/domain/permissions';
import { sql } from 'kysely';
import { labelledRows } from '../kit/find-visible.ts';
import type { SearchArea } from '../kit/search-area.ts';
import type { MediaContext } from './context.ts';
import { deleteMediaRows } from './delete.ts';
import { toMediaJson } from './json.ts';
import { MEDIA_AREA, MEDIA_COLUMNS } from './repository.ts';

/** Media in the search and the tag manager: filtered by type and format, bulk-deletable (files included). */
export function mediaSearchArea(ctx: MediaContext): SearchArea {
  return {
    key: 'media',
    view: AREA_VIEWERS.media,
    edit: ['edit media'],
    filters: ({ mediaType, mediaFormat }) => [
      !!mediaType && sql<boolean>`media.media_type = ${mediaType}`,
      !!mediaFormat && sql<boolean>`media.media_format = ${mediaFormat}`,
    ],
    embed: async (ids) => {
      const labelled = await labelledRows(ctx, { area: MEDIA_AREA, columns: MEDIA_COLUMNS }, ids);
      return new Map(labelled.map((row) => [row.media_id, toMediaJson(row, ctx.signer)]));
    },
    changed: (ids) => ctx.changed(ids.length),
    bulkDeletable: true,
    deleteRows: async (trx, ids, forcedTags) => (await deleteMediaRows(trx, ctx, ids, forcedTags)).removeFiles,
  };
}
