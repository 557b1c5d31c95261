import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DocumentNode, type ExecutionResult, getOperationAST } from 'graphql';
import { processRegularResult } from 'graphql-yoga';
import { MAX_REQUEST_BODY_BYTES } from './body-limit.ts';
import type { Yoga } from './yoga.ts';

/** The request fields Yoga reads from a JSON body; a body with anything else goes to Yoga, which refuses it. */
const PARAM_NAMES = new Set(['query', 'variables', 'operationName', 'extensions']);

interface Params {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

/** Captures what Yoga's result processor would send, without building a fetch-API Response. */
class CapturedResponse {
  constructor(
    readonly body: string,
    readonly init: { status: number; headers: Record<string, string> },
  ) {}
}
const capture = { Response: CapturedResponse } as unknown as Parameters<typeof processRegularResult>[1];

/**
 * `POST /graphql` straight on node:http for the plain case: a JSON body with a Content-Length, a JSON answer, no
 * Origin (so no CORS), a query (not a mutation or subscription) that parses and validates. It runs the same
 * envelope as Yoga (`yoga.getEnveloped`: the limits, the parse and validation caches, graphql-jit, masked errors,
 * the result extensions, the same context) and writes the answer with Yoga's own result processor, so status and
 * body are Yoga's. What it skips is Yoga's fetch-API emulation (a Request, Headers, a body stream and a Response per
 * request), which cost about a fifth of the gateway's CPU on a media page. Everything else (GET, persisted and
 * automatic persisted queries, mutations, refusals, other Accept types, browsers) is handed to Yoga unchanged, with
 * the body already read when it was.
 */
export function graphqlHttpHandler(yoga: Yoga) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!eligible(req)) return void yoga(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => res.destroy());
    req.on('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      void answer(yoga, req, res, body).catch((error: unknown) => {
        console.error('graphql request failed', error);
        if (res.headersSent) return res.destroy();
        const text = JSON.stringify({ errors: [{ message: 'Unexpected error.' }] });
        res.writeHead(500, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(text),
        });
        res.end(text);
      });
    });
  };
}

function eligible(req: IncomingMessage): boolean {
  const h = req.headers;
  if (req.method !== 'POST' || h.origin || h['content-encoding'] || h['transfer-encoding']) return false;
  const length = h['content-length'];
  if (!length || !/^\d+$/.test(length) || Number(length) > MAX_REQUEST_BODY_BYTES) return false;
  const type = h['content-type']?.replace(/\s/g, '').toLowerCase();
  if (type !== 'application/json' && type !== 'application/json;charset=utf-8') return false;
  const accept = h.accept?.replace(/\s/g, '').toLowerCase();
  return accept === undefined || accept === '*/*' || accept === 'application/json';
}

function paramsOf(body: Buffer): Params | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const p = value as Record<string, unknown>;
  for (const key of Object.keys(p)) if (!PARAM_NAMES.has(key)) return undefined;
  if (typeof p.query !== 'string') return undefined;
  if (p.variables != null && (typeof p.variables !== 'object' || Array.isArray(p.variables))) return undefined;
  if (p.operationName != null && typeof p.operationName !== 'string') return undefined;
  // Extensions carry persisted-query hashes, which Yoga's plugins read.
  if (p.extensions != null) return undefined;
  return p as unknown as Params;
}

/** The few parts of a fetch-API Request that the context and the envelope read. */
function requestView(req: IncomingMessage, signal: AbortSignal): Request {
  const headers = req.headers;
  return {
    method: 'POST',
    url: `http://${headers.host ?? 'localhost'}${req.url ?? '/graphql'}`,
    signal,
    headers: {
      get: (name: string) => {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
      has: (name: string) => headers[name.toLowerCase()] !== undefined,
    },
  } as unknown as Request;
}

async function answer(yoga: Yoga, req: IncomingMessage, res: ServerResponse, body: Buffer) {
  const params = paramsOf(body);
  if (!params) return handOver(yoga, req, res, body);
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const request = requestView(req, controller.signal);
  const { parse, validate, contextFactory, execute, schema } = yoga.getEnveloped({ request, params, req, res });
  let document: DocumentNode;
  try {
    document = parse(params.query);
  } catch {
    return handOver(yoga, req, res, body);
  }
  if (getOperationAST(document, params.operationName)?.operation !== 'query') return handOver(yoga, req, res, body);
  if (validate(schema, document).length) return handOver(yoga, req, res, body);
  const contextValue = await contextFactory();
  const result = (await execute({
    schema,
    document,
    variableValues: params.variables,
    operationName: params.operationName,
    contextValue,
  })) as ExecutionResult;
  const { body: text, init } = processRegularResult(result, capture, 'application/json') as unknown as CapturedResponse;
  res.writeHead(init.status, { ...init.headers, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Yoga answers what the fast path does not take; the body it would have read is given back to it. */
async function handOver(yoga: Yoga, req: IncomingMessage, res: ServerResponse, body: Buffer) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/graphql'}`, {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
  });
  const response = await yoga.handleRequest(request, { req, res } as never);
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  const text = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...out, 'content-length': text.length });
  res.end(text);
}
