import { notFoundMessage } from '@signage/domain/messages';
import { AREA_VIEWERS, type Permission } from '@signage/domain/permissions';
import type { Sessions } from '../auth/sessions.ts';
import { notFound } from '../errors.ts';
import type { UrlSigner } from '../media/signing.ts';
import { toDataSourceJson } from './json.ts';
import { type DataSourceLookup, findDataSource, keptFiles } from './repository.ts';
import type { DataTableCache } from './table-cache.ts';

/**
 * Data sources are content of layouts (spec 01 §3 "Data source (as used by layouts)"): whoever may see layouts
 * may see them, whoever may edit layouts may change them. The spec names no permission of their own.
 */
export const VIEW_DATA_SOURCES: readonly Permission[] = AREA_VIEWERS.dataSources;
export const EDIT_DATA_SOURCES: readonly Permission[] = ['edit layouts'];

export interface DataSourceContext extends DataSourceLookup {
  sessions: Sessions;
  signer: UrlSigner;
  tables: DataTableCache;
  /** Largest CSV accepted, uploaded or polled. */
  maxFileBytes: number;
}

export const sourceNotFound = (id: number) => notFound(notFoundMessage('Data Source', id));

/** A data source as answered, with its kept files; 404 when the caller may not see it. */
export async function dataSourceAnswer(ctx: DataSourceContext, id: number, forcedTags: readonly string[]) {
  const row = await findDataSource(ctx, id, forcedTags);
  const files = await keptFiles(ctx.db, [id]);
  return toDataSourceJson(row, files.get(id) ?? [], ctx.signer);
}
