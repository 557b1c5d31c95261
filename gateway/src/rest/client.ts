import { DEFAULT_TIMEOUT_MS, LICENCE_PROBLEM_HEADER } from '@signage/domain/http';
import { MESSAGES } from '@signage/domain/messages';
import { Pool } from 'undici';
import { errorForStatus, isUnreachable, userError } from './errors.ts';

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

export interface RestCallOptions {
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export interface RestRequestScope {
  token?: string;
  /** The GraphQL request's signal: a cancelled GraphQL request cancels its REST calls. */
  signal?: AbortSignal;
  onLicenceProblem?: () => void;
  /** Counts calls to /api for this GraphQL request (reported on request, see yoga.ts). */
  counter?: { calls: number };
  clientAddress?: string;
}

function pathWithQuery(path: string, query: RestCallOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The typed REST client, bound to one GraphQL request's token and signal. Every call to /api goes through
 * `call`, which is the one place that maps HTTP status to GraphQL errors (spec 01 §8).
 */
export class RestClient {
  constructor(
    private readonly pool: Pool,
    private readonly scope: RestRequestScope = {},
  ) {}

  get token() {
    return this.scope.token;
  }

  async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RestCallOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.scope.clientAddress) headers['x-forwarded-for'] = this.scope.clientAddress;
    if (this.scope.token && !headers.authorization) headers.authorization = `Bearer ${this.scope.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    let response: Awaited<ReturnType<Pool['request']>>;
    if (this.scope.counter) this.scope.counter.calls++;
    try {
      response = await this.pool.request({
        method,
        path: `/api${pathWithQuery(path, options.query)}`,
        headers,
        body,
        signal: this.scope.signal,
        ...(options.timeoutMs ? { headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs } : {}),
      });
    } catch (error) {
      if (isUnreachable(error)) throw userError('BACKEND_UNREACHABLE', MESSAGES.cannotConnect);
      // The caller went away: nothing unexpected happened, so this is not logged as a server fault.
      if (this.scope.signal?.aborted) throw userError('REQUEST_CANCELLED', 'The request was cancelled.');
      throw error;
    }
    if (response.headers[LICENCE_PROBLEM_HEADER]) this.scope.onLicenceProblem?.();
    const text = await response.body.text();
    const data = text ? safeJson(text) : undefined;
    if (response.statusCode >= 400) {
      const msg = typeof data === 'object' && data && 'msg' in data ? String(data.msg) : undefined;
      throw errorForStatus(response.statusCode, msg);
    }
    return data as T;
  }

  get<T>(path: string, options?: RestCallOptions) {
    return this.call<T>('GET', path, options);
  }
  post<T>(path: string, options?: RestCallOptions) {
    return this.call<T>('POST', path, options);
  }
  put<T>(path: string, options?: RestCallOptions) {
    return this.call<T>('PUT', path, options);
  }
  delete<T>(path: string, options?: RestCallOptions) {
    return this.call<T>('DELETE', path, options);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
