import type { Pool } from 'undici';
import { RestClient } from './rest/client.ts';

/** Per-request state. The token is forwarded to /api and never stored beyond this request. */
export interface Context {
  rest: RestClient;
  token?: string;
  licence: { valid: boolean };
}

export interface ContextSources {
  request?: Request;
  connectionParams?: Record<string, unknown>;
}

export function tokenFrom({ request, connectionParams }: ContextSources): string | undefined {
  const header = request?.headers.get('authorization');
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const param = connectionParams?.authToken;
  return typeof param === 'string' && param ? param : undefined;
}

export function createContext(pool: Pool, sources: ContextSources): Context {
  const token = tokenFrom(sources);
  const licence = { valid: true };
  const rest = new RestClient(pool, {
    token,
    signal: sources.request?.signal,
    onLicenceProblem: () => {
      licence.valid = false;
    },
  });
  return { rest, token, licence };
}
