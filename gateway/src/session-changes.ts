import { Client } from 'undici';

/** The api's stream of session changes (api/src/session/changes-route.ts). */
const PATH = '/api/session_changes';
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

export interface SessionChangeHandlers {
  /** A session ended: the SHA-256 (hex) of its token. */
  revoked(tokenHash: string): void;
  /** Some user's rights or sessions changed, or changes may have been missed (after a reconnect). */
  usersChanged(): void;
}

/**
 * Holds the api's stream of session changes open, so a sign-out or a demotion made through any gateway or api
 * process ends this gateway's live subscriptions within moments instead of at its next re-check. The gateway
 * needs no database connection for it: the api processes hear each other through PostgreSQL and each tells the
 * gateways connected to it. Reconnects with a growing pause; every (re)connection counts as "users changed",
 * since whatever happened while the stream was down was not heard.
 */
export class SessionChanges {
  readonly #client: Client;
  readonly #stopping = new AbortController();
  #retryMs = RETRY_MIN_MS;
  #timer: NodeJS.Timeout | undefined;
  #listening = false;
  #waiters: (() => void)[] = [];

  constructor(
    apiOrigin: string,
    private readonly key: string,
    private readonly handlers: SessionChangeHandlers,
  ) {
    // No body timeout: the stream is quiet between changes (the api sends a keep-alive comment every 15 s).
    this.#client = new Client(apiOrigin, { bodyTimeout: 0, headersTimeout: 10_000 });
    void this.#connect();
  }

  /** True while the stream is open. */
  get listening(): boolean {
    return this.#listening;
  }

  /** Resolves once the stream is open (tests wait on it before they sign out elsewhere). */
  whenListening(): Promise<void> {
    if (this.#listening) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  async close() {
    this.#stopping.abort();
    clearTimeout(this.#timer);
    await this.#client.destroy().catch(() => undefined);
  }

  async #connect() {
    try {
      const answer = await this.#client.request({
        method: 'GET',
        path: PATH,
        headers: { authorization: `Bearer ${this.key}`, accept: 'text/event-stream' },
        signal: this.#stopping.signal,
      });
      if (answer.statusCode !== 200) {
        await answer.body.dump();
        throw new Error(`session changes answered ${answer.statusCode}`);
      }
      this.#opened();
      let buffered = '';
      for await (const chunk of answer.body) {
        buffered += (chunk as Buffer).toString('utf8');
        let end = buffered.indexOf('\n\n');
        while (end !== -1) {
          this.#event(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf('\n\n');
        }
      }
    } catch {
      // Refused, unreachable or cut: try again below.
    }
    this.#listening = false;
    if (this.#stopping.signal.aborted) return;
    this.#timer = setTimeout(() => void this.#connect(), this.#retryMs);
    this.#timer.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
  }

  #opened() {
    this.#listening = true;
    this.#retryMs = RETRY_MIN_MS;
    this.handlers.usersChanged();
    for (const resolve of this.#waiters.splice(0)) resolve();
  }

  #event(block: string) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trim())
      .join('\n');
    if (!data) return;
    let change: { revoked?: unknown; usersChanged?: unknown };
    try {
      change = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof change.revoked === 'string') this.handlers.revoked(change.revoked);
    else if (change.usersChanged === true) this.handlers.usersChanged();
  }
}
