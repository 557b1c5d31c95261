import type { Db } from '../db/database.ts';
import { DEFAULT_MAX_MESSAGE_BYTES, DEFAULT_SMTP_PORT, startEmbeddedSmtp } from './embedded-smtp.ts';
import { DEFAULT_MAIL_RETENTION, type MailRetention } from './mail-store.ts';
import { Mailer } from './mailer.ts';

export const DEFAULT_MAIL_FROM = 'Signage Console <no-reply@localhost>';

/** SMTP_URL, SMTP_PORT, MAIL_FROM and the embedded server's limits. */
export interface MailOutOptions {
  smtpUrl?: string;
  smtpPort?: number;
  from?: string;
  maxMessageBytes?: number;
  retention?: Partial<MailRetention>;
}

/**
 * The api's mail: nodemailer to SMTP_URL, or, when it is not set, to the embedded SMTP server started here,
 * which keeps what it receives for the Outgoing mail screen.
 */
export async function startMailOut(db: Db, options: MailOutOptions = {}) {
  const log = (what: string) => (error: Error) => console.warn(`${what}: ${error.message}`);
  const embeddedSmtp = options.smtpUrl
    ? undefined
    : await startEmbeddedSmtp({
        db,
        port: options.smtpPort ?? DEFAULT_SMTP_PORT,
        maxMessageBytes: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
        retention: {
          maxMails: options.retention?.maxMails ?? DEFAULT_MAIL_RETENTION.maxMails,
          maxAgeDays: options.retention?.maxAgeDays ?? DEFAULT_MAIL_RETENTION.maxAgeDays,
        },
        onError: log('The embedded SMTP server could not store a mail'),
      });
  const mailer = new Mailer({
    transportUrl: options.smtpUrl ?? embeddedSmtp!.url,
    from: options.from ?? DEFAULT_MAIL_FROM,
    onError: log('A mail could not be sent'),
  });
  return {
    mailer,
    embeddedSmtp,
    async close() {
      await mailer.close();
      await embeddedSmtp?.close();
    },
  };
}
