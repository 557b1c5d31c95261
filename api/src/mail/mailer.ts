import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailerOptions {
  /** SMTP_URL, or the embedded server's smtp://127.0.0.1:<SMTP_PORT>. */
  transportUrl: string;
  /** MAIL_FROM: the From of every mail. */
  from: string;
  onError?: (error: Error, message: MailMessage) => void;
}

/** Sending gives up after this long (connection, greeting, each command): a dead server does not hold sends. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Mail out through nodemailer. `send` does not wait for delivery: a password reset answers the same, in the same
 * time, whether or not a mail goes out, so the answer cannot tell who has an account. Failures are reported to
 * `onError` (the api's log); `settled()` waits for what is still being sent (tests, shutdown).
 */
export class Mailer {
  readonly #transport;
  readonly #pending = new Set<Promise<unknown>>();

  constructor(private readonly options: MailerOptions) {
    this.#transport = createTransport(
      {
        url: options.transportUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      },
      { from: options.from },
    );
  }

  /** Sends in the background and returns at once. */
  send(message: MailMessage): void {
    const sending = this.deliver(message)
      .catch((error: Error) => this.options.onError?.(error, message))
      .finally(() => this.#pending.delete(sending));
    this.#pending.add(sending);
  }

  /** Sends and waits for the server to accept the mail (or throws why not). */
  async deliver(message: MailMessage): Promise<void> {
    await this.#transport.sendMail(message);
  }

  async settled(): Promise<void> {
    while (this.#pending.size) await Promise.allSettled([...this.#pending]);
  }

  async close() {
    await this.settled();
    this.#transport.close();
  }
}
