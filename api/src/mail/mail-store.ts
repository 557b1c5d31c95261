import type { Db } from '../db/database.ts';

/** How much received mail is kept: the newest `maxMails`, none older than `maxAgeDays`. */
export interface MailRetention {
  maxMails: number;
  maxAgeDays: number;
}

export const DEFAULT_MAIL_RETENTION: MailRetention = { maxMails: 500, maxAgeDays: 30 };

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  sizeBytes: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores one received mail and drops what retention no longer keeps, in one transaction. */
export async function storeMail(db: Db, mail: ReceivedMail, retention: MailRetention, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('outgoing_mail')
      .values({
        mail_from: mail.from,
        recipients: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        size_bytes: mail.sizeBytes,
        date_received: now,
      })
      .returning('mail_id')
      .executeTakeFirstOrThrow();
    await trx
      .deleteFrom('outgoing_mail')
      .where('date_received', '<', new Date(now.getTime() - retention.maxAgeDays * DAY_MS))
      .execute();
    // The newest maxMails stay: everything at or below the id of the first one past them goes.
    const oldestKept = await trx
      .selectFrom('outgoing_mail')
      .select('mail_id')
      .orderBy('mail_id', 'desc')
      .offset(retention.maxMails - 1)
      .limit(1)
      .executeTakeFirst();
    if (oldestKept) await trx.deleteFrom('outgoing_mail').where('mail_id', '<', oldestKept.mail_id).execute();
    return row.mail_id;
  });
}

const LISTED = ['mail_id', 'mail_from', 'recipients', 'subject', 'date_received'] as const;

/** One page of received mail, newest first, and the total. */
export async function listMail(db: Db, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('outgoing_mail')
      .select(LISTED)
      .orderBy('mail_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('outgoing_mail')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findMail(db: Db, id: number) {
  return db
    .selectFrom('outgoing_mail')
    .select([...LISTED, 'text_body', 'html_body'])
    .where('mail_id', '=', id)
    .executeTakeFirst();
}
