import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of migration 011: password reset tokens and the mail the embedded SMTP server received. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  used_at: Date | null;
}

export interface OutgoingMailTable {
  mail_id: Generated<number>;
  mail_from: string;
  recipients: string[];
  subject: string;
  text_body: string;
  html_body: string | null;
  size_bytes: number;
  date_received: ColumnType<Date, Date | undefined, never>;
}

export interface MailTables {
  password_resets: PasswordResetsTable;
  outgoing_mail: OutgoingMailTable;
}
