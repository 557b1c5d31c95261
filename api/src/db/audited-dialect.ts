import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type TransactionSettings } from 'kysely';
import { appendAndCommit, auditScopes, CAPTURE_ON } from './audit-scope.ts';

const BEGIN_WITH_CAPTURE = CompiledQuery.raw(`begin; ${CAPTURE_ON.sql}`);

/**
 * A driver that audits by construction: a transaction begun inside an audit scope (a write request) captures
 * the rows it changes (the tables' audit_capture triggers), and its entry is appended on the same connection just
 * before COMMIT, so the change and its entry are saved together; a transaction that captured no row (a write
 * refused after it looked) or that rolls back leaves none. Outside a scope (start-up, the poller, players'
 * reports) it is the plain driver.
 */
class AuditedDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }

  acquireConnection() {
    return this.inner.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    if (!auditScopes.getStore()) return this.inner.beginTransaction(connection, settings);
    // The usual BEGIN and the capture in one round trip (a parameterless text runs as one simple query on both
    // drivers); a round trip costs about as much as the audit's row work on the embedded database.
    if (!settings.isolationLevel && !settings.accessMode) {
      await connection.executeQuery(BEGIN_WITH_CAPTURE);
      return;
    }
    await this.inner.beginTransaction(connection, settings);
    await connection.executeQuery(CAPTURE_ON);
  }

  async commitTransaction(connection: DatabaseConnection) {
    const scope = auditScopes.getStore();
    if (!scope) return this.inner.commitTransaction(connection);
    // Only a transaction that changed rows has something to record; the entry counts once COMMIT succeeded
    // (a COMMIT that fails, or that PostgreSQL turns into a rollback, takes the entry with it). The append and
    // the COMMIT go as one text: a round trip costs about as much as the audit's own work.
    if (await appendAndCommit(connection, scope)) scope.written++;
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(...args: Parameters<NonNullable<Driver['savepoint']>>) {
    return this.inner.savepoint!(...args);
  }

  rollbackToSavepoint(...args: Parameters<NonNullable<Driver['rollbackToSavepoint']>>) {
    return this.inner.rollbackToSavepoint!(...args);
  }

  releaseSavepoint(...args: Parameters<NonNullable<Driver['releaseSavepoint']>>) {
    return this.inner.releaseSavepoint!(...args);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(connection);
  }

  destroy() {
    return this.inner.destroy();
  }
}

/** `dialect` with its driver audited (see AuditedDriver). */
export function auditedDialect(dialect: Dialect): Dialect {
  return {
    createDriver: () => new AuditedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
