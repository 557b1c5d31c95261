import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { useAPQ } from '@graphql-yoga/plugin-apq';
import { GraphQLError, Kind, parse, print, visit } from 'graphql';
import { createLRUCache, type Plugin } from 'graphql-yoga';

/**
 * The console's operations as it sends them, by sha256 of their text (`npm run codegen` writes the file from
 * web/src/**\/*.graphql; web/codegen/persisted-documents-plugin.cjs). The console sends only the hash.
 */
export const CONSOLE_DOCUMENTS_PATH = new URL('../../schema/persisted-documents.json', import.meta.url);

/** `console`: requests from the console's pages must name one of its documents; `off`: any document is run. */
export type TrustedDocumentsMode = 'console' | 'off';

export interface TrustedDocuments {
  mode: TrustedDocumentsMode;
  /** hash → document text. */
  documents: ReadonlyMap<string, string>;
  /** Origins the console is served from besides the gateway's own (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
}

export function loadConsoleDocuments(path: URL | string = CONSOLE_DOCUMENTS_PATH): Map<string, string> {
  return new Map(Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>));
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A request comes from the console when a browser sent it from the console's own page: its Origin is the
 * gateway's own host or one of ALLOWED_ORIGINS. Integrators' programs send no Origin; a browser always sends one
 * with a POST or a WebSocket upgrade, so script running in the console's page cannot pass for an integrator.
 */
export function fromConsole(
  headers: { origin?: string | null; host?: string | null; referer?: string | null },
  allowedOrigins: readonly string[] = [],
): boolean {
  const origin = headers.origin;
  if (!origin) return false;
  // GraphiQL, served at /graphql on the gateway's own origin, is an integrator's tool: its queries are arbitrary.
  if (headers.referer && pathOf(headers.referer) === GRAPHIQL_PATH) return false;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

const GRAPHIQL_PATH = '/graphql';

function pathOf(url: string) {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

const refusal = () =>
  new GraphQLError('Only the console\u2019s own operations are accepted from the console; send its document id.', {
    extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
  });

interface ApqExtension {
  version?: unknown;
  sha256Hash?: unknown;
}

/**
 * Persisted documents and automatic persisted queries on HTTP. A hash (`extensions.persistedQuery.sha256Hash`, as
 * Apollo's persisted-query link sends it) names a console document or a query an integrator registered by APQ
 * (hash and query sent together once; later the hash alone). With mode `console`, a request from the console must
 * name one of the console's documents and send no query text; integrators keep arbitrary queries, under the same
 * limits as ever.
 */
export function trustedDocumentsPlugins({ mode, documents, allowedOrigins = [] }: TrustedDocuments): Plugin[] {
  const registered = createLRUCache<string>({ max: 1000, ttl: 36_000_000 });
  const store = {
    get: (hash: string) => documents.get(hash) ?? registered.get(hash) ?? null,
    set: (hash: string, query: string) => {
      if (!documents.has(hash)) registered.set(hash, query);
    },
  };
  const enforce: Plugin = {
    onParams({ params, request }) {
      if (mode !== 'console') return;
      const headers = {
        origin: request.headers.get('origin'),
        host: request.headers.get('host'),
        referer: request.headers.get('referer'),
      };
      if (!fromConsole(headers, allowedOrigins)) return;
      const hash = (params.extensions?.persistedQuery as ApqExtension | undefined)?.sha256Hash;
      if (params.query != null || typeof hash !== 'string' || !documents.has(hash)) throw refusal();
    },
  };
  return [enforce, useAPQ({ store }) as Plugin];
}

/** A document's text with `__typename` selections dropped and definitions in name order: the same operation. */
function normalised(text: string): string {
  const document = visit(parse(text, { noLocation: true }), {
    Field: (node) => (node.name.value === '__typename' && !node.alias ? null : undefined),
  });
  const name = (d: (typeof document.definitions)[number]) =>
    d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION ? (d.name?.value ?? '') : '';
  return print({ ...document, definitions: [...document.definitions].sort((a, b) => name(a).localeCompare(name(b))) });
}

/**
 * The WebSocket side (HTTP-level plugins do not run there): a console socket's operation must be one of the
 * console's documents, named by hash or sent as its text (Apollo's WebSocket link sends the text, with the
 * `__typename` selections its cache adds).
 */
export function wsDocumentCheck({ mode, documents, allowedOrigins = [] }: TrustedDocuments) {
  let known: Set<string> | undefined;
  return (
    headers: { origin?: string | null; host?: string | null; referer?: string | null },
    params: { query?: string | null; extensions?: Record<string, unknown> | null },
  ): { query: string } | GraphQLError => {
    const hash = (params.extensions?.persistedQuery as ApqExtension | undefined)?.sha256Hash;
    const named = typeof hash === 'string' ? documents.get(hash) : undefined;
    if (typeof hash === 'string' && !named && !params.query) {
      return new GraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
    }
    const query = named ?? params.query ?? '';
    if (mode !== 'console' || named || !fromConsole(headers, allowedOrigins)) return { query };
    known ??= new Set([...documents.values()].map(normalised));
    try {
      if (known.has(normalised(query))) return { query };
    } catch {
      // Not a readable document: refused below like any unknown one.
    }
    return refusal();
  };
}
