import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Db } from '../db/database.ts';
import { type MailRetention, storeMail } from './mail-store.ts';

export interface EmbeddedSmtpOptions {
  db: Db;
  /** SMTP_PORT; 0 picks a free one (tests). */
  port: number;
  /** Largest message accepted, in bytes; a larger one is refused with 552 and not stored. */
  maxMessageBytes: number;
  retention: MailRetention;
  onError?: (error: Error) => void;
}

/** Default SMTP_PORT: the usual alternative submission port, clear of a system mail server on 25 and 587. */
export const DEFAULT_SMTP_PORT = 2525;
export const DEFAULT_MAX_MESSAGE_BYTES = 1024 * 1024;

/**
 * A real SMTP server in the api's process, the default when SMTP_URL is not set: nodemailer delivers to it over
 * SMTP like to any other server, and what it receives lands in the outgoing_mail table for the Outgoing mail
 * screen. So a fresh install can reset a password with no mail server of its own. It listens on the loopback
 * address only and relays nothing: it is a mailbox for this installation's own mail, not an open relay.
 */
export async function startEmbeddedSmtp(options: EmbeddedSmtpOptions) {
  const { db, maxMessageBytes, retention } = options;
  const server = new SMTPServer({
    banner: 'signage console embedded mail store',
    // No TLS (loopback only, and its built-in certificate is public) and no accounts: only this process sends.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    disableReverseLookup: true,
    size: maxMessageBytes,
    maxClients: 20,
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxMessageBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || size > maxMessageBytes) {
          callback(Object.assign(new Error('Message exceeds fixed maximum message size'), { responseCode: 552 }));
          return;
        }
        receive(Buffer.concat(chunks), session)
          .then(() => callback())
          .catch((error: Error) => {
            options.onError?.(error);
            callback(Object.assign(new Error('Mail could not be stored'), { responseCode: 451 }));
          });
      });
    },
  });
  server.on('error', (error) => options.onError?.(error));

  async function receive(raw: Buffer, session: SMTPServerSession) {
    const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    await storeMail(
      db,
      {
        from: parsed.from?.text ?? envelopeFrom,
        to: session.envelope.rcptTo.map((r) => r.address),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : null,
        sizeBytes: raw.length,
      },
      retention,
    );
  }

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    /** What nodemailer is given when SMTP_URL is not set. */
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type EmbeddedSmtp = Awaited<ReturnType<typeof startEmbeddedSmtp>>;
