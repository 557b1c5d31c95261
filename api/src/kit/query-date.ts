import { unprocessable } from '../errors.ts';

/** An ISO date or date-time from a query string; 422 naming the parameter otherwise. */
export function queryDate(value: string | undefined, name: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw unprocessable(`${name} must be an ISO 8601 date, got "${value}".`);
  return date;
}
