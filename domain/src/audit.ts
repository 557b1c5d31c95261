/**
 * The audit trail's rules (spec 02 §3 "Audit entry", §7 "Audit"), shared by the api, the gateway and the console.
 */

/** Keys whose values an audit entry never shows: passwords, tokens, secrets, hashes, keys, ciphertexts. */
export const SECRET_KEY_PATTERN =
  '(password|passwd|secret|token|hash|ciphertext|credential|private|api_?key|device_key)';

const secretKey = new RegExp(SECRET_KEY_PATTERN, 'i');

/** What a masked value shows instead. */
export const MASKED = '***';

/** True for a key whose value is a secret. */
export function isSecretKey(key: string): boolean {
  return secretKey.test(key);
}

/** `value` with every secret (at any depth) replaced by MASKED; a null secret stays null (nothing to hide). */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, isSecretKey(key) && v !== null ? MASKED : maskSecrets(v)]),
  );
}

/** An action's name from its id (the REST operation): "updateWidgetAuth" → "Update widget auth". */
export function auditActionName(actionId: string): string {
  const words = actionId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The action id of what a person typed in an action filter: an id as it is ("updateDevice", "loginFailed"), or an
 * action's name as the trail shows it ("Update device", "login failed"), back to its id (auditActionName reversed).
 */
export function auditActionId(typed: string): string {
  const words = typed.trim().split(/\s+/);
  const [first = '', ...rest] = words;
  return [
    rest.length ? first.toLowerCase() : first.charAt(0).toLowerCase() + first.slice(1),
    ...rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()),
  ].join('');
}

/** Actions that are not REST operations of the contract. */
export const AUDIT_ACTIONS = {
  loginFailed: 'loginFailed',
} as const;

/** Trail pages: newest first, 50 a page (the benchmark's page), at most 200. */
export const AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 200;

/** Months of audit kept when AUDIT_RETENTION_MONTHS is not set (the current month included). */
export const DEFAULT_AUDIT_RETENTION_MONTHS = 13;

/** One changed row in an entry's details_json: only the columns that changed, before and after. */
export interface AuditChange {
  object_type: string;
  object_id: string | null;
  operation: 'insert' | 'update' | 'delete';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The pairs of a change, one per column, for showing side by side (columns in name order). */
export function changedColumns(change: Pick<AuditChange, 'before' | 'after'>) {
  const keys = new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})]);
  return [...keys].sort().map((column) => ({
    column,
    before: change.before ? change.before[column] : undefined,
    after: change.after ? change.after[column] : undefined,
  }));
}

export const AUDIT_MESSAGES = {
  chainHolds: 'The audit trail is intact: every entry matches its hash and the one before it.',
  chainBroken: (auditId: number, problem: string) => `Audit entry ${auditId} does not match: ${problem}.`,
  dateOrder: 'End date must be greater than start date.',
} as const;
