import type { IncomingMessage, ServerResponse } from 'node:http';
import { BODY_TOO_LARGE, MAX_JSON_BODY_BYTES } from '@signage/domain/http';
import { MESSAGES } from '@signage/domain/messages';
import type { Pool } from 'undici';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'proxy-connection',
  'te',
  'trailer',
  // Node has answered 100 Continue already; undici refuses to send an Expect header upstream.
  'expect',
  // Set below from the connection itself: a client must not choose the address the api limits by.
  'x-forwarded-for',
]);

/**
 * Streams /api/* to the REST service so integrators, downloads and the OpenAPI document share the console's
 * origin and port. Bodies are piped, never buffered.
 */
export async function proxyToApi(pool: Pool, req: IncomingMessage, res: ServerResponse) {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(key)) headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  if (req.socket.remoteAddress) headers['x-forwarded-for'] = req.socket.remoteAddress;
  // The address the client used, for links the api builds (a password reset mail) when PUBLIC_URL is not set;
  // a proxy in front of this gateway may have named it already.
  if (req.headers.host && !headers['x-forwarded-host']) headers['x-forwarded-host'] = req.headers.host;
  if (!headers['x-forwarded-proto']) headers['x-forwarded-proto'] = 'http';
  // The api refuses a body (other than an upload) past its limit and closes the connection while the body is still coming,
  // which a proxy would report as a lost backend (502): answer the 413 here instead.
  const isUpload = /^multipart\//i.test(headers['content-type'] ?? '');
  if (!isUpload && Number(headers['content-length'] ?? 0) > MAX_JSON_BODY_BYTES) {
    res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify({ msg: BODY_TOO_LARGE }));
    req.resume();
    return;
  }
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  try {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const upstream = await pool.request({
      method: (req.method ?? 'GET') as 'GET',
      path: req.url ?? '/',
      headers,
      body: hasBody ? req : undefined,
      signal: controller.signal,
    });
    const outHeaders: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(upstream.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(key)) outHeaders[key] = value;
    }
    res.writeHead(upstream.statusCode, outHeaders);
    for await (const chunk of upstream.body) res.write(chunk);
    res.end();
  } catch (error) {
    if (controller.signal.aborted) return;
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ msg: MESSAGES.cannotConnect }));
    } else {
      res.destroy(error as Error);
    }
  }
}
