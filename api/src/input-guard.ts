import { CONTROL_MESSAGES, hasControlInName, hasControlInText } from '@signage/domain/control-characters';
import { MESSAGES } from '@signage/domain/messages';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** Deepest JSON a request may carry: the deepest the api stores (a user's cms_metadata) needs a handful. */
export const MAX_JSON_DEPTH = 32;
/** Ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;

export const MESSAGES_INPUT = {
  nul: 'Text may not contain a NUL character.',
  tooDeep: `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`,
  outOfRange: 'A number in the request is out of range.',
  badNumber: 'A number in the request could not be read.',
  badText: 'Text in the request could not be stored.',
} as const;

/** Fields that hold one line a person reads, where even a tab or a line break has no place. */
const NAME_FIELD = /^(name|[a-z_]*_name|username|email|title)$/;

/** A string's problem: a NUL anywhere, a control character in a name, one other than whitespace elsewhere. */
function textProblem(text: string, key: string | undefined): string | undefined {
  if (text.includes('\u0000')) return MESSAGES_INPUT.nul;
  if (key !== undefined && NAME_FIELD.test(key)) {
    return hasControlInName(text) ? CONTROL_MESSAGES.name(FIELD_LABELS[key] ?? `"${key}"`) : undefined;
  }
  return hasControlInText(text) ? CONTROL_MESSAGES.text : undefined;
}
const FIELD_LABELS: Record<string, string> = { name: 'A name', username: 'A username', email: 'An email' };

/**
 * The first problem in a parsed value: a NUL or control character (domain/control-characters.ts) anywhere, or
 * nesting past MAX_JSON_DEPTH. `key` is the field the value sits under (items of a list keep their list's key).
 */
export function inputProblem(value: unknown, depth = 0, key?: string): string | undefined {
  if (typeof value === 'string') return textProblem(value, key);
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_JSON_DEPTH) return MESSAGES_INPUT.tooDeep;
  const isList = Array.isArray(value);
  for (const [name, item] of Object.entries(value)) {
    if (!isList) {
      const problem = textProblem(name, undefined);
      if (problem) return problem;
    }
    const problem = inputProblem(item, depth + 1, isList ? key : name);
    if (problem) return problem;
  }
  return undefined;
}

/** Whether a query or path value came out of validation as Infinity (Ajv coerces "1e309" and keeps it). */
function hasInfinity(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  return typeof value === 'object' && value !== null && Object.values(value).some(hasInfinity);
}

/**
 * Every route, present and future, refuses a NUL or control character in its path, query or body and JSON
 * nested past the limit before validation, and a number that coerced to Infinity after it; ids past the integer
 * range are not found. PostgreSQL or the answer's serializer would otherwise fail, and the client see a 500.
 */
export function guardInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = inputProblem(part);
      if (problem) throw new HttpError(400, problem);
    }
    for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, unknown>)) {
      if ((name === 'id' || name.endsWith('_id')) && /^\d+$/.test(String(value)) && Number(value) > MAX_ID) {
        throw new HttpError(404, MESSAGES.notFound);
      }
    }
  });
  app.addHook('preHandler', async (request) => {
    if (hasInfinity(request.query) || hasInfinity(request.params)) throw new HttpError(400, MESSAGES_INPUT.outOfRange);
  });
}

/** PostgreSQL data exceptions that bad input can still reach: a 400 with a sentence, not a 500. */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22003': MESSAGES_INPUT.outOfRange,
  '22P02': MESSAGES_INPUT.badNumber,
  '22021': MESSAGES_INPUT.nul,
  '22P05': MESSAGES_INPUT.nul,
  '54001': MESSAGES_INPUT.tooDeep,
  '22001': 'A text in the request is too long.',
};

export function dataExceptionMessage(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? DATA_EXCEPTIONS[code] : undefined;
}

/** Busboy reports a broken multipart body as a plain Error; it is the sender's fault, not the server's. */
export function malformedUpload(error: Error): string | undefined {
  return /multipart|boundary|part header|end of form|unexpected end/i.test(error.message) && !('code' in error)
    ? 'The upload could not be read: send the files as multipart/form-data.'
    : undefined;
}
