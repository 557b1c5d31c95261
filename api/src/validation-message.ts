/** An Ajv error as Fastify hands it over (error.validation). */
interface AjvError {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

const FIELD_NAMES: Record<string, string> = { name: 'Name', tags: 'Tags', id: 'The id', email: 'Email' };

/** "body/name" → "Name"; "querystring/page" → "page": the field as a person would call it. */
function fieldOf(error: AjvError, context: string | undefined): string {
  const path = (error.instancePath ?? '').split('/').filter(Boolean);
  const last = path.at(-1) ?? (typeof error.params?.missingProperty === 'string' ? error.params.missingProperty : '');
  if (!last) return context === 'body' ? 'The request body' : 'A value';
  if (/^\d+$/.test(last))
    return `Item ${Number(last) + 1} of ${fieldOf({ instancePath: path.slice(0, -1).join('/') }, context)}`;
  return FIELD_NAMES[last] ?? `"${last}"`;
}

/**
 * A sentence a person understands for the first schema violation, instead of Ajv's "body/name must NOT have
 * fewer than 1 characters".
 */
export function validationMessage(errors: AjvError[], context?: string): string {
  const error = errors[0];
  if (!error) return 'The request is not valid.';
  const field = fieldOf(error, context);
  const p = error.params ?? {};
  switch (error.keyword) {
    case 'minLength':
      return p.limit === 1 ? `${field} may not be empty.` : `${field} must be at least ${p.limit} characters long.`;
    case 'maxLength':
      return `${field} may be at most ${p.limit} characters long.`;
    case 'required':
      return `${fieldOf({ instancePath: `/${String(p.missingProperty)}` }, context)} is required.`;
    case 'type':
      return `${field} must be ${p.type === 'integer' ? 'a whole number' : p.type === 'array' ? 'a list' : p.type === 'object' ? 'an object' : `a ${p.type}`}.`;
    case 'minimum':
      return `${field} must be at least ${p.limit}.`;
    case 'maximum':
      return `${field} must be at most ${p.limit}.`;
    case 'minItems':
      return `${field} needs at least ${p.limit} item${p.limit === 1 ? '' : 's'}.`;
    case 'maxItems':
      return `${field} may have at most ${p.limit} items.`;
    case 'enum':
    case 'const':
      return `${field} must be one of: ${((p.allowedValues as unknown[]) ?? [p.allowedValue]).join(', ')}.`;
    case 'additionalProperties':
      return `"${String(p.additionalProperty)}" is not a field this call accepts.`;
    case 'format':
      // The date reader's forms and range (domain/dates.ts, api/date-formats.ts), said once for every date field.
      if (p.format === 'date')
        return `${field} must be an ISO 8601 date such as 2026-05-01, between 1st Jan 2000 and 31st Dec 2999.`;
      if (p.format === 'date-time')
        return `${field} must be an ISO 8601 date-time with its zone such as 2026-05-01T09:00:00+02:00, between 1st Jan 2000 and 31st Dec 2999.`;
      return `${field} is not in the expected form.`;
    case 'pattern':
      return `${field} is not in the expected form.`;
    default:
      return `${field} is not valid.`;
  }
}
