import { type ErrorCode, errorForStatus } from '@signage/domain/error-catalogue';
import { MESSAGES } from '@signage/domain/messages';
import { GraphQLError } from 'graphql';

export function userError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/**
 * How an HTTP answer of /api reaches GraphQL callers: the error catalogue (domain/src/error-catalogue.ts), with
 * the status kept in extensions where the message alone does not say it (5xx, other 4xx).
 */
export function errorForApiStatus(
  status: number,
  msg: string | undefined,
  /** What else a 4xx body says the refusal is about (a schedule overlap's `overlap`), kept in extensions. */
  about: Record<string, unknown> = {},
): GraphQLError {
  const { code, message } = errorForStatus(status, msg);
  const keepsStatus = code === 'BACKEND_ERROR' || code === 'BAD_USER_INPUT';
  return userError(code, message, { ...(status < 500 ? about : {}), ...(keepsStatus ? { status } : {}) });
}

/**
 * What a refusal's body says it is about, as GraphQL extensions: a schedule overlap names the schedule overlapped
 * (ids as GraphQL ids, fields in camelCase), so a client can link to it.
 */
export function refusalAbout(body: unknown): Record<string, unknown> {
  const overlap = (body as { overlap?: Record<string, unknown> } | undefined)?.overlap;
  if (!overlap || typeof overlap !== 'object') return {};
  const id = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    overlap: {
      scheduleId: id(overlap.schedule_id),
      name: overlap.name,
      layoutId: id(overlap.layout_id),
      layoutName: overlap.layout_name ?? null,
      layoutType: typeof overlap.layout_type === 'string' ? overlap.layout_type.toUpperCase() : null,
      audioPlaylistId: id(overlap.audio_playlist_id),
      start: overlap.start,
      end: overlap.end,
    },
  };
}

/** undici's codes for a service that cannot be reached or answered too late. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

export function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return UNREACHABLE.has(code ?? '') || UNREACHABLE.has(causeCode ?? '');
}

/**
 * An entity id as a REST path segment. Ids are positive integers; anything else (including ".." that a URL
 * would resolve to the collection) cannot name a row, so it is NOT_FOUND without a call.
 */
export function restId(id: string | number): string {
  const text = String(id);
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw userError('NOT_FOUND', MESSAGES.notFound);
  return text;
}
