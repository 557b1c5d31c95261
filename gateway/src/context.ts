import type { Pool } from 'undici';
import type { LiveGuard, LiveOperation } from './live-guard.ts';
import type { DeviceBus } from './mqtt/device-bus.ts';
import { RestClient } from './rest/client.ts';

/** Per-request state. The token is forwarded to /api and never stored beyond this request. */
export interface Context {
  rest: RestClient;
  /** The gateway's one MQTT adapter, shared by every request. */
  devices: DeviceBus;
  token?: string;
  licence: { valid: boolean };
  /** REST calls this request made; reported as extensions.restCalls when the request sends `x-rest-calls`. */
  restCalls: { calls: number; report: boolean };
  /** Ends live subscriptions whose token or rights went away (live-guard.ts). */
  liveGuard: LiveGuard;
  /** Where links this answer gives point at: PUBLIC_URL, or the origin the request came to. */
  publicOrigin?: string;
  /** The client's User-Agent, given to /api at sign-in so the session list names the device. */
  userAgent?: string;
  /** Set on a subscription: where its resolver registers what it must stay allowed to do. */
  live?: LiveOperation;
}

export interface ContextSources {
  request?: Request;
  connectionParams?: Record<string, unknown>;
  /** The client's address, passed to /api so per-address limits see the person, not the gateway. */
  clientAddress?: string;
  /** PUBLIC_URL, when the gateway is reached under another name than the request shows. */
  publicUrl?: string;
}

const bearerOf = (value: unknown) =>
  typeof value === 'string' ? /^Bearer\s+(\S+)$/i.exec(value.trim())?.[1] : undefined;

/**
 * The token of a graphql-ws connection_init: `authToken`, or, as many GraphQL clients send it, an `authorization`
 * (or `Authorization`) param holding "Bearer <token>". Undefined when there is none worth asking the api about.
 */
export function connectionToken(params: Record<string, unknown> | undefined): string | undefined {
  const token = params?.authToken ?? bearerOf(params?.authorization ?? params?.Authorization);
  return typeof token === 'string' && token.length > 0 && token.length <= 512 ? token : undefined;
}

/** The caller's token: the HTTP request's `Authorization: Bearer`, else the socket's connection params. */
export function tokenFrom({ request, connectionParams }: ContextSources): string | undefined {
  return bearerOf(request?.headers.get('authorization')) ?? connectionToken(connectionParams);
}

export function createContext(pool: Pool, devices: DeviceBus, liveGuard: LiveGuard, sources: ContextSources): Context {
  const token = tokenFrom(sources);
  const licence = { valid: true };
  const restCalls = { calls: 0, report: sources.request?.headers.get('x-rest-calls') != null };
  const rest = new RestClient(pool, {
    token,
    signal: sources.request?.signal,
    licence,
    counter: restCalls,
    clientAddress: sources.clientAddress,
  });
  let publicOrigin = sources.publicUrl;
  if (!publicOrigin && sources.request) {
    try {
      publicOrigin = new URL(sources.request.url).origin;
    } catch {
      publicOrigin = undefined;
    }
  }
  const userAgent = sources.request?.headers.get('user-agent') ?? undefined;
  return { rest, devices, token, licence, restCalls, liveGuard, publicOrigin, userAgent };
}

/** An absolute URL for a path the REST service answered (signed links), so integrators can fetch it as is. */
export function absoluteUrl(ctx: Pick<Context, 'publicOrigin'>, path: string): string {
  if (!ctx.publicOrigin || /^https?:\/\//.test(path)) return path;
  // Joined, not resolved: a PUBLIC_URL with a path (a gateway behind a proxy under /signage) keeps its path.
  return `${ctx.publicOrigin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
