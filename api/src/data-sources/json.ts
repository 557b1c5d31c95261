import type { DataSource, DataSourceFile } from '@signage/contract/data-sources';
import { dataSourceType } from '@signage/domain/data-sources/data-source';
import type { UrlSigner } from '../media/signing.ts';
import type { DataSourceRow, KeptFile } from './repository.ts';

/** The signed, expiring link to a file's CSV: a browser downloads it without the token in a URL. */
export const fileDownloadUrl = (signer: UrlSigner, fileId: number) =>
  signer.sign(`/api/data_sources/files/${fileId}/download`);

/** The REST shape of a data source; `files` are its kept files, newest first. */
export function toDataSourceJson(row: DataSourceRow, files: readonly KeptFile[], signer: UrlSigner): DataSource {
  const current = row.current_data_source_file_id;
  const current_data_source_file = current === null ? null : { data_source_file_id: current };
  // Data links resolve against the current file, else the newest polled copy (see tables.ts).
  const latest = current === null ? files[0] : files.find((f) => f.data_source_file_id === current);
  return {
    data_source_id: row.data_source_id,
    name: row.name,
    tags: row.tags,
    url: row.url,
    poll_interval: row.poll_interval,
    type: dataSourceType({ current_data_source_file }),
    date_created: row.date_created.toISOString(),
    date_updated: row.date_updated.toISOString(),
    current_data_source_file,
    data_source_files: files.map((f) => f.data_source_file_id),
    latest_data_source_file: latest
      ? {
          data_source_file_id: latest.data_source_file_id,
          date_created: latest.date_created.toISOString(),
          download_url: fileDownloadUrl(signer, latest.data_source_file_id),
        }
      : null,
    last_poll: row.last_poll_at
      ? { at: row.last_poll_at.toISOString(), ok: row.last_poll_ok ?? false, error: row.last_poll_error }
      : null,
    next_poll_at: row.next_poll_at?.toISOString() ?? null,
  };
}

export interface FileInfoRow {
  data_source_file_id: number;
  data_source_id: number;
  date_created: Date;
  origin: 'upload' | 'poll';
  original_name: string | null;
  size: number;
  row_count: number;
}

export function toDataSourceFileJson(row: FileInfoRow, signer: UrlSigner): DataSourceFile {
  return {
    ...row,
    date_created: row.date_created.toISOString(),
    download_url: fileDownloadUrl(signer, row.data_source_file_id),
  };
}
