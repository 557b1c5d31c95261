import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of migrations/022_licences.sql. */
export interface LicencesTable {
  licence_id: Generated<number>;
  /** The licence file's text as uploaded: payload and signature. */
  file: string;
  holder: string;
  devices: number;
  expires: Date;
  uploaded_by: number | null;
  date_uploaded: ColumnType<Date, never, never>;
}

export interface LicenceTables {
  licences: LicencesTable;
}
