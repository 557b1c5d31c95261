import { parseDate } from '@signage/domain/dates';
import type { Ajv } from 'ajv';

/**
 * The contract's `date` and `date-time` formats, read by the domain's one date reader: days that exist, offsets
 * up to ±14:00, and its range (2000..2999). ajv-formats' own checks let year 0 through (PostgreSQL then failed with
 * a 500) and any year up to 9999. A `date-time` carries its zone (RFC 3339); `binary` marks a multipart file part.
 *
 * Named formatsPlugin so that Fastify's compiler does not add ajv-formats after it (it skips a plugin of that name).
 */
export function formatsPlugin(ajv: Ajv): Ajv {
  ajv.addFormat('date', (text: string) => {
    const parsed = parseDate(text);
    return parsed.ok && parsed.date.form === 'date';
  });
  ajv.addFormat('date-time', (text: string) => {
    const parsed = parseDate(text);
    return parsed.ok && parsed.date.form === 'instant';
  });
  ajv.addFormat('binary', true);
  return ajv;
}
