import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { type AllowedHosts, bareHost, refusal } from './address-policy.ts';

const MAX_REDIRECTS = 5;

export class FetchRefused extends Error {}

export interface FetchPolicy {
  allowed: AllowedHosts;
  maxBytes: number;
  signal: AbortSignal;
  /** The Accept header (default: CSV first); the RSS ticker's feeds ask for XML. */
  accept?: string;
}

/**
 * A lookup for node:http that resolves every address of the host and refuses the connection when any of them
 * is private (unless allowed): checked at connect time, on the addresses actually used, so a DNS answer that
 * changes between a check and the connection (rebinding) cannot slip through.
 */
function guardedLookup(allowed: AllowedHosts): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      for (const { address } of addresses) {
        const why = refusal(hostname, address, allowed);
        if (why) return callback(new FetchRefused(why), '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

function get(url: URL, policy: FetchPolicy): Promise<IncomingMessage> {
  // A literal address never reaches the lookup: check it here.
  const host = bareHost(url.hostname);
  if (isIP(host)) {
    const why = refusal(host, host, policy.allowed);
    if (why) return Promise.reject(new FetchRefused(why));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      lookup: guardedLookup(policy.allowed),
      signal: policy.signal,
      headers: {
        accept: policy.accept ?? 'text/csv, text/plain;q=0.9, */*;q=0.5',
        'user-agent': 'signage-console data source poller',
      },
    });
    request.once('response', resolve);
    request.once('error', reject);
  });
}

/** Reads a body up to `maxBytes`; past that the download is dropped with a refusal. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const tooBig = () => new FetchRefused(`The url answered more than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  if (declared > maxBytes) {
    response.destroy();
    throw tooBig();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw tooBig();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A sentence saying why a fetch failed (a refusal, a timeout, an unknown host...), for a person to act on. */
export function fetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof FetchRefused) return error.message;
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'ABORT_ERR') {
    return `The url did not answer within ${timeoutMs / 1000} seconds.`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return "The url's host name could not be resolved.";
  if (code === 'ECONNREFUSED') return "The url's server refused the connection.";
  return `The url could not be fetched: ${code ?? message ?? 'unknown error'}.`;
}

/**
 * Fetches a data source's url: http(s) only, following at most 5 redirects (each hop checked like the first),
 * within the policy's size limit, aborted by its signal (the poller's timeout). Refusals and HTTP errors throw
 * with a sentence for the source's last poll error.
 */
export async function fetchCsv(url: string, policy: FetchPolicy): Promise<Buffer> {
  let target = new URL(url);
  for (let hop = 0; ; hop++) {
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      throw new FetchRefused('The url must start with http:// or https://.');
    }
    const response = await get(target, policy);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= MAX_REDIRECTS) throw new FetchRefused(`The url redirected more than ${MAX_REDIRECTS} times.`);
      target = new URL(response.headers.location, target);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new FetchRefused(`The url answered HTTP ${status}.`);
    }
    return readBody(response, policy.maxBytes);
  }
}
