import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { type EmbeddedSmtp, startEmbeddedSmtp } from '../../api/src/mail/embedded-smtp.ts';
import { listMail } from '../../api/src/mail/mail-store.ts';
import { Mailer } from '../../api/src/mail/mailer.ts';
import { freshDatabaseUrl } from './testkit/stack.ts';

/**
 * nodemailer delivering over SMTP, for real, to the smtp-server the api runs when SMTP_URL is not set, and what
 * that server keeps: the parsed mail, its size limit and its retention.
 */
let database: OpenDatabase;
let drop: () => Promise<void>;
let smtp: EmbeddedSmtp;
let mailer: Mailer;
const MAX_BYTES = 20_000;
const KEEP = 3;

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  database = await openDatabase({ databaseUrl: fresh.url });
  await migrate(database.db);
  smtp = await startEmbeddedSmtp({
    db: database.db,
    port: 0,
    maxMessageBytes: MAX_BYTES,
    retention: { maxMails: KEEP, maxAgeDays: 30 },
  });
  mailer = new Mailer({ transportUrl: smtp.url, from: 'Console <console@example.com>' });
});
afterAll(async () => {
  await mailer?.close();
  await smtp?.close();
  await database?.close();
  await drop?.();
});

const stored = async () => (await listMail(database.db, 1, 100)).rows;

describe('the embedded SMTP server', () => {
  it('listens on the loopback address only', () => {
    expect(smtp.url).toBe(`smtp://127.0.0.1:${smtp.port}`);
  });

  it('stores a mail nodemailer sent, with its text and HTML parts', async () => {
    await mailer.deliver({
      to: 'ana@example.com',
      subject: 'Hello Ana',
      text: 'Plain words',
      html: '<p>Rich <b>words</b></p>',
    });
    const [row] = await stored();
    expect(row).toMatchObject({ mail_from: '"Console" <console@example.com>', recipients: ['ana@example.com'] });
    expect(row!.subject).toBe('Hello Ana');
    const full = await database.db
      .selectFrom('outgoing_mail')
      .select(['text_body', 'html_body'])
      .where('mail_id', '=', row!.mail_id)
      .executeTakeFirstOrThrow();
    expect(full.text_body.trim()).toBe('Plain words');
    expect(full.html_body).toContain('<p>Rich <b>words</b></p>');
  });

  it('refuses a mail over its size limit and stores nothing of it', async () => {
    const before = await stored();
    const refused = mailer.deliver({
      to: 'big@example.com',
      subject: 'Too big',
      text: 'x'.repeat(MAX_BYTES * 2),
      html: '<p>big</p>',
    });
    await expect(refused).rejects.toThrow(/552|size/i);
    expect(await stored()).toEqual(before);
  });

  it(`keeps only the newest ${KEEP} mails`, async () => {
    for (let i = 1; i <= KEEP + 2; i++) {
      await mailer.deliver({ to: `n${i}@example.com`, subject: `Mail ${i}`, text: `${i}`, html: `<p>${i}</p>` });
    }
    const rows = await stored();
    expect(rows.map((r) => r.subject)).toEqual(['Mail 5', 'Mail 4', 'Mail 3']);
  });

  it('drops mails older than its age limit when the next one arrives', async () => {
    await database.db
      .updateTable('outgoing_mail')
      .set({ date_received: new Date(Date.now() - 31 * 24 * 3600_000) } as never)
      .execute();
    await mailer.deliver({ to: 'fresh@example.com', subject: 'Fresh', text: 'new', html: '<p>new</p>' });
    expect((await stored()).map((r) => r.subject)).toEqual(['Fresh']);
  });

  it('a mail that cannot be delivered is reported, not thrown at the sender', async () => {
    const errors: string[] = [];
    const nowhere = new Mailer({
      // A closed port: the connection is refused.
      transportUrl: 'smtp://127.0.0.1:1',
      from: 'x@example.com',
      onError: (error) => errors.push(error.message),
    });
    nowhere.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' });
    await nowhere.settled();
    await nowhere.close();
    expect(errors).toHaveLength(1);
  });
});
