import { resolve } from 'node:path';
import { AUDIT_MESSAGES } from '@signage/domain/audit';
import { verifyAudit } from '../api/src/audit/repository.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { exitIfDataDirInUse } from './data-dir-in-use.ts';

/**
 * `npm run audit:verify`: checks the audit trail's hash chain in the database of DATABASE_URL, else the embedded
 * one in DATA_DIR (stop the stack first: the embedded database has one user at a time; a running console offers
 * GET /api/audit/verify instead). Names the first entry that does not match and exits 1; exits 0 when it holds.
 */
const { db, close } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: resolve(process.env.DATA_DIR ?? 'data'),
}).catch(exitIfDataDirInUse);
try {
  const broken = await verifyAudit(db);
  if (broken) {
    console.error(AUDIT_MESSAGES.chainBroken(broken.audit_id, broken.problem));
    process.exitCode = 1;
  } else {
    console.log(AUDIT_MESSAGES.chainHolds);
  }
} finally {
  await close();
}
