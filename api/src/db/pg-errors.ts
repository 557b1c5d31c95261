/** The SQLSTATE codes the api answers differently (PGlite reports the same codes as a PostgreSQL server). */
export const PG_ERROR = {
  /** A unique index refused the row. */
  uniqueViolation: '23505',
  /** A foreign key refused the row: what it points to does not exist (or was deleted meanwhile). */
  foreignKeyViolation: '23503',
  /** "Current transaction is aborted": a statement after a failed one; the transaction's COMMIT will roll back. */
  inFailedTransaction: '25P02',
} as const;

/** True when `error` is PostgreSQL's error with this SQLSTATE code. */
export function hasPgCode(error: unknown, code: (typeof PG_ERROR)[keyof typeof PG_ERROR]): boolean {
  return (error as { code?: unknown } | null | undefined)?.code === code;
}
