import { parseInstant } from '@signage/domain/dates';
import { unprocessable } from '../errors.ts';

/** An ISO date or date-time from a query string (read as UTC without a zone); 422 naming the parameter otherwise. */
export function queryDate(value: string | undefined, name: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = parseInstant(value, name, 'utc');
  if (!parsed.ok) throw unprocessable(parsed.message);
  return new Date(parsed.date.ms);
}
