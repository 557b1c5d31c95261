import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUDIT_PAGE_SIZE } from '@signage/domain/audit';
import { sql } from 'kysely';
import { type AuditFilter, searchAudit } from '../../api/src/audit/repository.ts';
import { type AuditScope, auditScopes } from '../../api/src/db/audit-scope.ts';
import { type Db, openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { freshDatabaseUrl } from '../integration/testkit/stack.ts';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const USERS = 2_000;
const DEVICES = 5_000;
const BATCH = 100_000;

/**
 * `entries` audit rows over the last twelve months (one every 30 s), spread over 2,000 users and 5,000 devices.
 * Written straight into the partitions for speed, so their hashes are placeholders: this database is for reading.
 */
async function seedAudit(db: Db, entries: number) {
  await sql`select audit_partition(now() - make_interval(months => m)) from generate_series(0, 12) m`.execute(db);
  for (let from = 1; from <= entries; from += BATCH) {
    const to = Math.min(entries, from + BATCH - 1);
    await sql`insert into audit (audit_id, action_date, user_id, username, action_id, action_name, description,
        object_type, object_id, device_id, client_address, request_id, details_json, prev_hash, hash)
      select i, now() - make_interval(secs => (${entries} - i) * 30), 1 + i % ${USERS}, 'user' || (1 + i % ${USERS}),
        'updateDevice', 'Update device', 'user: Update device (devices ' || (1 + (i * 7) % ${DEVICES}) || ')',
        'devices', (1 + (i * 7) % ${DEVICES})::text, 1 + (i * 7) % ${DEVICES}, '127.0.0.1', md5(i::text),
        jsonb_build_object('changes', jsonb_build_array(jsonb_build_object('object_type', 'devices',
          'operation', 'update', 'before', jsonb_build_object('name', 'n' || i), 'after', jsonb_build_object('name', 'm' || i)))),
        '', ''
      from generate_series(${from}::bigint, ${to}::bigint) i`.execute(db);
  }
  await sql`update audit_head set last_id = ${entries}`.execute(db);
  await sql`analyze audit`.execute(db);
}

/**
 * What the audit adds to a write: the same one-row update transaction run in turn inside an audit scope (capture
 * on, the row trigger's copy, audit_append before COMMIT) and outside one; p50 of each and the difference.
 */
async function writeOverhead(db: Db, rounds = 1_000) {
  const { rows } = await sql<{ id: number }>`insert into tag_groups (name, color) values ('bench', 'tan')
    returning tag_group_id as id`.execute(db);
  const id = rows[0]!.id;
  const scope: AuditScope = {
    written: 0,
    failed: (error) => console.warn(`audit append failed: ${String(error)}`),
    entry: () => ({
      user_id: 1,
      username: 'admin',
      action_id: 'updateTagGroup',
      action_name: 'Update tag group',
      description: 'admin: Update tag group',
      object_type: 'tag_groups',
      object_id: String(id),
      device_id: null,
      client_address: '127.0.0.1',
      request_id: crypto.randomUUID(),
      details_json: { method: 'PUT', route: '/api/tag_groups/:id', params: { id } },
    }),
  };
  const write = (i: number) =>
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable('tag_groups')
        .set({ description: `round ${i}` })
        .where('tag_group_id', '=', id)
        .execute();
    });
  const audited: number[] = [];
  const plain: number[] = [];
  for (let i = 0; i < rounds + 50; i++) {
    let started = performance.now();
    await auditScopes.run(scope, () => write(i));
    const a = performance.now() - started;
    started = performance.now();
    await write(i);
    const b = performance.now() - started;
    // The first rounds warm the JIT and the caches.
    if (i >= 50) {
      audited.push(a);
      plain.push(b);
    }
  }
  audited.sort((x, y) => x - y);
  plain.sort((x, y) => x - y);
  return { audited: percentile(audited, 0.5), plain: percentile(plain, 0.5), entries: scope.written };
}

/** `filters` in turn for `seconds`, each the page of 50 the api's GET /api/audit/ reads; latencies in ms. */
async function measure(db: Db, filters: AuditFilter[], seconds: number) {
  const latencies: number[] = [];
  let empty = 0;
  const deadline = Date.now() + seconds * 1000;
  for (let n = 0; Date.now() < deadline; n++) {
    const started = performance.now();
    const { rows } = await searchAudit(db, filters[n % filters.length]!, AUDIT_PAGE_SIZE);
    latencies.push(performance.now() - started);
    if (rows.length === 0) empty++;
  }
  const sorted = latencies.sort((a, b) => a - b);
  return { count: sorted.length, empty, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/**
 * The audit trail at `entries` entries: a device's or a user's trail, a page of 50 as GET /api/audit/ reads it
 * (api/src/audit/repository.ts; first pages and deep keyset pages); target p95 < 50 ms.
 */
async function benchTrail(db: Db, seconds: number, entries: number, where: string) {
  let started = performance.now();
  await seedAudit(db, entries);
  const seedMs = performance.now() - started;
  const pick = (n: number, of: number) => 1 + ((n * 7919) % of);
  const half = Math.floor(entries / 2);
  const month = 30 * 86_400_000;
  const suites: Record<string, AuditFilter[]> = {
    "a device's trail, first page": Array.from({ length: 1000 }, (_, n) => ({ deviceId: pick(n, DEVICES) })),
    "a user's trail, first page": Array.from({ length: 1000 }, (_, n) => ({ userId: pick(n, USERS) })),
    "a device's trail, half way back": Array.from({ length: 1000 }, (_, n) => ({
      deviceId: pick(n, DEVICES),
      before: half + n,
    })),
    'everything in one month, first page': Array.from({ length: 12 }, (_, n) => ({
      from: new Date(Date.now() - (n + 1) * month),
      to: new Date(Date.now() - n * month),
    })),
  };
  started = performance.now();
  await measure(db, suites["a device's trail, first page"]!, 2);
  console.log(
    `\n== Audit trail over ${entries.toLocaleString('en')} entries (${where}; seeded in ${(seedMs / 1000).toFixed(0)} s) ==`,
  );
  for (const [label, filters] of Object.entries(suites)) {
    const r = await measure(db, filters, seconds);
    console.log(
      `${label.padEnd(36)} ${String(r.count).padStart(6)} pages of 50  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  empty: ${r.empty}  (target p95 < 50 ms: ${r.p95 < 50 ? 'met' : 'NOT met'})`,
    );
  }
}

/**
 * The audit trail at 1,000,000 entries (benchTrail), then what the audit adds to a write; target p50 < 1 ms. On
 * the embedded database (in a temporary folder), or the PostgreSQL server of DATABASE_URL (a fresh database) when
 * it is set. In-process: the HTTP layer adds the same to every request. `writeOnly` skips the trail and its seed.
 */
export async function benchAudit(seconds: number, { entries = 1_000_000, writeOnly = false } = {}) {
  const database = await freshDatabaseUrl();
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-bench-audit-'));
  const { db, close } = await openDatabase({ databaseUrl: database.url, dataDir });
  try {
    await migrate(db);
    const where = database.url ? 'PostgreSQL' : 'embedded PGlite';
    if (writeOnly) console.log(`\n== Audit write overhead (${where}) ==`);
    else await benchTrail(db, seconds, entries, where);
    const overhead = await writeOverhead(db);
    const added = overhead.audited - overhead.plain;
    console.log(
      `a one-row write in a transaction: p50 ${overhead.plain.toFixed(2)} ms plain, ${overhead.audited.toFixed(2)} ms audited (${overhead.entries} entries): +${added.toFixed(2)} ms (target < 1 ms: ${added < 1 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
