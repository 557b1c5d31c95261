import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * Drives one HTTP request shape at a fixed concurrency for a few seconds. With `bodies` (or `paths`), each request takes
 * the next of them in turn, so a server-side cache of identical answers cannot carry the figure.
 */
export async function load(
  label: string,
  request: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    bodies?: string[];
    /** Paths (with query) taken in turn, as `bodies` are. */
    paths?: string[];
  },
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  let next = 0;
  const bodies = request.bodies;
  const paths = request.paths;
  const result = await autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    connections,
    duration: durationSeconds,
    ...(paths?.length
      ? { requests: [{ setupRequest: (req: object) => ({ ...req, path: paths[next++ % paths.length] }) }] }
      : {}),
    ...(bodies?.length
      ? { requests: [{ setupRequest: (req: object) => ({ ...req, body: bodies[next++ % bodies.length] }) }] }
      : {}),
  });
  return {
    label,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: LoadResult[]) {
  const header = ['target', 'conc', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const lines = rows.map((r) => [
    r.label,
    String(r.connections),
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.errors + r.non2xx),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(fmt(header));
  for (const line of lines) console.log(fmt(line));
}
