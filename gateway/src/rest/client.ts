import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { AnswerOf, BodyOf, OperationAt, ParamsOf, PathOf, QueryOf } from '@signage/contract/api';
import type { Method, Operation } from '@signage/contract/schema';
import { DEFAULT_TIMEOUT_MS } from '@signage/domain/constants';
import { LICENCE_PROBLEM_HEADER } from '@signage/domain/http';
import { MESSAGES } from '@signage/domain/messages';
import { type Dispatcher, Pool } from 'undici';
import { errorForApiStatus, isUnreachable, refusalAbout, userError } from './errors.ts';

export interface RestPoolOptions {
  /** Origin of the REST service, e.g. http://127.0.0.1:4001 */
  origin: string;
  connections?: number;
  timeoutMs?: number;
}

/** One keep-alive pool to /api per gateway process. */
export function createRestPool({ origin, connections = 64, timeoutMs = DEFAULT_TIMEOUT_MS }: RestPoolOptions) {
  return new Pool(origin, {
    connections,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
}

type OperationOf<M extends Method, P extends string> = OperationAt<M, P>;

/**
 * What a call to `path` takes, from the contract: its path parameters (required when the path has any), its
 * query and its JSON body. A call the api does not serve, or with parameters it does not take, does not compile.
 */
export type RestCallOptions<O extends Operation> = (ParamsOf<O> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<O> }) & {
  query?: QueryOf<O>;
  body?: BodyOf<O>;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

type CallArgs<O extends Operation> =
  ParamsOf<O> extends undefined ? [options?: RestCallOptions<O>] : [options: RestCallOptions<O>];

/** What a call to `path` answers, from the contract. */
export type RestAnswer<M extends Method, P extends PathOf<M>> = AnswerOf<OperationOf<M, P>>;

/** One file sent as multipart/form-data (a licence file: small, text). */
export interface FilePart {
  /** The form field, e.g. `file`. */
  field: string;
  fileName: string;
  contentType: string;
  content: string;
}

interface UntypedOptions {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  file?: FilePart;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export interface RestRequestScope {
  token?: string;
  /** The GraphQL request's signal: a cancelled GraphQL request cancels its REST calls. */
  signal?: AbortSignal;
  /**
   * Set to not valid when /api reports a licence problem (spec 01 §4). An object rather than a callback: a
   * context lives as long as its subscription, and a gateway holds 50,000 (docs/live-subscribers.md).
   */
  licence?: { valid: boolean };
  /** Counts calls to /api for this GraphQL request (reported on request, see yoga.ts). */
  counter?: { calls: number };
  clientAddress?: string;
}

/** `/devices/{id}` with `{ id: 7 }` → `/devices/7`, then the query as repeated keys (`tags=a&tags=b`). */
function pathOf(path: string, { params, query }: UntypedOptions): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  if (!query) return filled;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** An answer of /api read whole: the gateway parses every answer, so it need not be a stream. */
interface WholeAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * Collects an answer's chunks into one string, and cancels the call when `signal` aborts. Undici's `request()`
 * makes a Readable stream, its consumer and an abort listener per call, which cost the gateway about a tenth of
 * its CPU on a list page (tests/bench/gateway.md); a whole answer needs none of them.
 */
class WholeAnswerHandler implements Dispatcher.DispatchHandler {
  #statusCode = 0;
  #headers: IncomingHttpHeaders = {};
  #chunks: Buffer[] = [];
  #onAbort?: () => void;

  constructor(
    private readonly resolve: (answer: WholeAnswer) => void,
    private readonly reject: (error: Error) => void,
    private readonly signal?: AbortSignal,
  ) {}

  onRequestStart(controller: Dispatcher.DispatchController) {
    const { signal } = this;
    if (!signal) return;
    if (signal.aborted) return controller.abort(signal.reason);
    this.#onAbort = () => controller.abort(signal.reason);
    signal.addEventListener('abort', this.#onAbort, { once: true });
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders) {
    this.#statusCode = statusCode;
    this.#headers = headers;
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer) {
    this.#chunks.push(chunk);
  }

  onResponseEnd() {
    this.#release();
    const chunks = this.#chunks;
    const text = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
    this.resolve({ statusCode: this.#statusCode, headers: this.#headers, text });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error) {
    this.#release();
    this.reject(error);
  }

  #release() {
    if (this.#onAbort) this.signal?.removeEventListener('abort', this.#onAbort);
  }
}

/**
 * The typed REST client, bound to one GraphQL request's token and signal. Calls are typed by path from the
 * contract (`rest.get('/devices/{id}', { params: { id } })` answers a Device). Every call to /api goes through
 * `#call`, the one place that maps HTTP status to GraphQL errors (spec 01 §8).
 */
export class RestClient {
  constructor(
    private readonly pool: Pool,
    private readonly scope: RestRequestScope = {},
  ) {}

  get token() {
    return this.scope.token;
  }

  async #call(method: Method, path: string, options: UntypedOptions = {}): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.scope.clientAddress) headers['x-forwarded-for'] = this.scope.clientAddress;
    if (this.scope.token && !headers.authorization) headers.authorization = `Bearer ${this.scope.token}`;
    let body: string | Buffer | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else if (options.file) {
      const form = multipartBody(options.file);
      headers['content-type'] = form.contentType;
      body = form.body;
    }
    let response: WholeAnswer;
    if (this.scope.counter) this.scope.counter.calls++;
    try {
      response = await new Promise<WholeAnswer>((resolve, reject) => {
        this.pool.dispatch(
          {
            method,
            path: `/api${pathOf(path, options)}`,
            headers,
            body,
            ...(options.timeoutMs ? { headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs } : {}),
          },
          new WholeAnswerHandler(resolve, reject, this.scope.signal),
        );
      });
    } catch (error) {
      if (isUnreachable(error)) throw userError('BACKEND_UNREACHABLE', MESSAGES.cannotConnect);
      // The caller went away: nothing unexpected happened, so this is not logged as a server fault.
      if (this.scope.signal?.aborted) throw userError('REQUEST_CANCELLED', 'The request was cancelled.');
      throw error;
    }
    if (response.headers[LICENCE_PROBLEM_HEADER] && this.scope.licence) this.scope.licence.valid = false;
    const { text } = response;
    const data = text ? safeJson(text) : undefined;
    if (response.statusCode >= 400) {
      const msg = typeof data === 'object' && data && 'msg' in data ? String(data.msg) : undefined;
      throw errorForApiStatus(response.statusCode, msg, refusalAbout(data));
    }
    return data;
  }

  get<P extends PathOf<'GET'>>(path: P, ...[options]: CallArgs<OperationOf<'GET', P>>) {
    return this.#call('GET', path, options as UntypedOptions) as Promise<RestAnswer<'GET', P>>;
  }
  post<P extends PathOf<'POST'>>(path: P, ...[options]: CallArgs<OperationOf<'POST', P>>) {
    return this.#call('POST', path, options as UntypedOptions) as Promise<RestAnswer<'POST', P>>;
  }
  put<P extends PathOf<'PUT'>>(path: P, ...[options]: CallArgs<OperationOf<'PUT', P>>) {
    return this.#call('PUT', path, options as UntypedOptions) as Promise<RestAnswer<'PUT', P>>;
  }
  /** POST one file as multipart/form-data (the calls the contract declares as `consumes` multipart). */
  postFile<P extends PathOf<'POST'>>(path: P, file: FilePart) {
    return this.#call('POST', path, { file }) as Promise<RestAnswer<'POST', P>>;
  }
  delete<P extends PathOf<'DELETE'>>(path: P, ...[options]: CallArgs<OperationOf<'DELETE', P>>) {
    return this.#call('DELETE', path, options as UntypedOptions) as Promise<RestAnswer<'DELETE', P>>;
  }
}

/**
 * A call made by a kit helper that is generic over its path (`loadByIds`, `restDelete`...): the helper's own
 * signature checked the path, key and body against the contract, which TypeScript cannot follow inside it.
 */
export function untypedCall<A>(
  rest: RestClient,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  options?: object,
): Promise<A> {
  return (rest[method].bind(rest) as unknown as (path: string, options?: object) => Promise<A>)(path, options);
}

/** A multipart/form-data body of one file part; quotes and line breaks in the name cannot break out of it. */
export function multipartBody(file: FilePart): { contentType: string; body: Buffer } {
  const boundary = `----signage${randomUUID().replaceAll('-', '')}`;
  const quoted = (text: string) => text.replace(/["\r\n\\]/g, '_');
  const head =
    `--${boundary}\r\ncontent-disposition: form-data; name="${quoted(file.field)}"; filename="${quoted(file.fileName)}"\r\n` +
    `content-type: ${quoted(file.contentType)}\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head, 'utf8'),
    Buffer.from(file.content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
