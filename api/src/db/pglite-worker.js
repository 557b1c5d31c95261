// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) runs synchronously on the
// thread that calls it, so it lives here, off the request thread. Plain JavaScript on purpose: a worker
// starts without the TypeScript loader under tsx, vitest and the Docker image alike.
// Protocol: see pglite-pool.ts, which is the only other side.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// int8 (bigint columns, count(*)) as a JS number, as node-postgres is set up in database.ts: sizes and
// counts stay far below 2^53. Dates (Date) and arrays keep PGlite's defaults; both survive the structured clone
// to the request thread unchanged.
const INT8_OID = 20;
// json and jsonb leave this thread as text and are parsed on the request thread (pglite-pool.ts): a parsed tree
// crosses the thread boundary by structured clone, object by object, which for a 500-element layout cost more
// than parsing its text twice; a string crosses in one copy.
const JSON_OIDS = new Set([114, 3802]);
const asText = (value) => value;
// integer[] (an audio playlist's 1,000 track ids, a layout's media ids): PGlite's general array parser took about
// 10 µs an element; integers need no quoting, so the text is JSON once its braces and NULLs are renamed.
const INT4_ARRAY_OID = 1007;
const intArray = (value) => JSON.parse(value.replaceAll('{', '[').replaceAll('}', ']').replaceAll('NULL', 'null'));
const parsers = { [INT8_OID]: (value) => Number(value), [INT4_ARRAY_OID]: intArray, 114: asText, 3802: asText };

/** @type {PGlite} */
let pglite;
/** Jobs in arrival order: { op: 'query', id, client, sql, params } or { op: 'release', client } or { op: 'close', id }. */
const queue = [];
/** The client whose statements left an open transaction block: only its jobs run until it ends the block. */
let owner = 0;
let running = false;
let closed = false;

function serialiseError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  // DatabaseError's fields (code, detail, constraint, severity, ...) are what callers test; keep every plain one.
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  if (Array.isArray(error.params)) fields.params = error.params;
  return fields;
}

async function runQuery(job) {
  const { sql, params } = job;
  // Parameterless text may hold several statements (migrations): only the simple protocol runs those.
  const results = params.length === 0 ? await pglite.exec(sql) : [await pglite.query(sql, params)];
  // Of several statements, the last result that has columns (the audit's append before its COMMIT), else the last.
  const last = results.findLast((r) => r.fields?.length > 0) ?? results[results.length - 1];
  const jsonFields = (last?.fields ?? []).filter((f) => JSON_OIDS.has(f.dataTypeID)).map((f) => f.name);
  return {
    command: sql.trimStart().split(/\s/, 1)[0]?.toUpperCase(),
    rowCount: last?.affectedRows ?? last?.rows.length ?? 0,
    rows: last?.rows ?? [],
    jsonFields,
  };
}

async function run(job) {
  if (job.op === 'close') {
    closed = true;
    for (const waiting of queue.splice(0)) {
      if (waiting.op === 'query') {
        parentPort.postMessage({ id: waiting.id, error: { message: 'The embedded database is closed.' } });
      }
    }
    try {
      await pglite.close();
      parentPort.postMessage({ id: job.id, result: null });
    } catch (error) {
      parentPort.postMessage({ id: job.id, error: serialiseError(error) });
    }
    return;
  }
  if (job.op === 'dump') {
    try {
      const bytes = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
      parentPort.postMessage({ id: job.id, result: bytes }, [bytes.buffer]);
    } catch (error) {
      parentPort.postMessage({ id: job.id, error: serialiseError(error) });
    }
    return;
  }
  if (job.op === 'release') {
    // A client handed back inside a transaction block (its COMMIT or ROLLBACK never came): end it, so
    // nobody else runs inside it.
    if (owner === job.client) {
      if (pglite.isInTransaction()) await pglite.exec('rollback').catch(() => undefined);
      owner = 0;
    }
    return;
  }
  let reply;
  try {
    reply = { id: job.id, result: await runQuery(job) };
  } catch (error) {
    reply = { id: job.id, error: serialiseError(error) };
  }
  reply.tx = pglite.isInTransaction();
  owner = reply.tx ? job.client : 0;
  try {
    parentPort.postMessage(reply);
  } catch (error) {
    // A value the structured clone cannot carry fails this statement, not the database's thread.
    parentPort.postMessage({ id: job.id, error: serialiseError(error), tx: reply.tx });
  }
}

function next() {
  if (running || closed || queue.length === 0) return;
  const index = owner ? queue.findIndex((job) => job.client === owner || job.op === 'close') : 0;
  if (index < 0) return;
  const [job] = queue.splice(index, 1);
  running = true;
  run(job).finally(() => {
    running = false;
    next();
  });
}

try {
  // pg_trgm: trigram indexes for free-text search (migration 006), as on a PostgreSQL server's contrib.
  const options = { parsers, extensions: { pg_trgm } };
  // A template (a dump of an already migrated database) spares an in-memory database initdb and the migrations:
  // about 2 s of a core for each of the test suites' stacks.
  const template = workerData.template ? { loadDataDir: new Blob([readFileSync(workerData.template)]) } : {};
  pglite = workerData.dataDir
    ? await PGlite.create(workerData.dataDir, options)
    : await PGlite.create({ ...options, ...template });
  parentPort.on('message', (job) => {
    if (closed) {
      if (job.id) parentPort.postMessage({ id: job.id, error: { message: 'The embedded database is closed.' } });
      return;
    }
    queue.push(job);
    next();
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: serialiseError(error) });
}
