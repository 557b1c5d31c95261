import { type Static, type TProperties, type TSchema, Type } from 'typebox';
import { Nullable, Query, Ref, StringEnum } from './schema.ts';

/** Every error body: `{ msg }`, a sentence a person can act on. */
export const ErrorBody = Type.Object(
  { msg: Type.String({ description: 'What went wrong, in words a person understands.' }) },
  { $id: 'Error', description: 'An error answer.' },
);

/** An answer of one message, `{ msg }`, with what it means for this status. */
export const msgAnswer = (description: string) => Type.Object({ msg: Type.String() }, { description });

/** An error answer with what it means for this status. */
export const errorAnswer = (description: string) => Ref(ErrorBody, { description });
const error = errorAnswer;

/** The error answers of every call made with a bearer token. */
export const errorResponses = {
  401: error('Not signed in, or the session has expired or was revoked.'),
  403: error('The signed-in user lacks the permission this call needs.'),
  404: error('No such object, or one the caller may not see (forced tags).'),
  422: error('The request is not valid; msg says why.'),
};

/** The error answers of the player-facing calls. */
export const playerErrorResponses = {
  401: error('Player credentials are missing or wrong.'),
  422: error('The report is not valid; msg says why.'),
};

/** The error answers of the player-facing calls only an activated player may make. */
export const activatedPlayerResponses = {
  403: error('The player has not been activated yet.'),
  401: playerErrorResponses[401],
  // Reads as well as reports: a 422 here is a request whose id or body is refused, not only a report.
  422: error('The request is not valid; msg says why.'),
};

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'The object id.' }) });

/** A tag as objects carry it, with the colours of the tag registry. */
export const Tag = Type.Object(
  {
    name: Type.String(),
    color: Nullable(Type.String({ description: 'Background colour, e.g. #5cb85c.' })),
    foreground_color: Nullable(Type.String()),
  },
  { $id: 'Tag', description: 'A tag with its registry colours.' },
);
export type Tag = Static<typeof Tag>;

/** The page info of every paged list: `page_info` beside the list under the resource's own key. */
export const PageInfo = Type.Object(
  {
    current_page: Type.Integer({ description: 'The page answered, from 1.' }),
    page_size: Type.Integer(),
    total_items: Type.Integer({ description: 'Matches over all pages.' }),
  },
  { $id: 'PageInfo', description: 'Where a page stands in its list.' },
);
export type PageInfo = Static<typeof PageInfo>;

/**
 * The answer of a paged list: its items under the resource's own key (`{ venues: [...] }`) beside `page_info`.
 */
export function PagedList<const K extends string, T extends TSchema>(key: K, item: T, description: string) {
  const items = Type.Array(Ref(item));
  const pageInfo = Ref(PageInfo);
  const properties = { [key]: items, page_info: pageInfo } as { [P in K]: typeof items } & {
    page_info: typeof pageInfo;
  };
  return Type.Object(properties, { description });
}

/** The paging parameters of every paged list. */
export function pagingQuery(defaultPageSize: number) {
  return {
    current_page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'The page, from 1.' })),
    page_size: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 1000, default: defaultPageSize, description: 'Items per page.' }),
    ),
  };
}

/** The most ids a list's `ids` filter takes: the largest batch a client may read in one call. */
export const MAX_LIST_IDS = 1000;

/** The query of a batched read by ids: at least one id, at most `MAX_LIST_IDS`. */
export const IdsQuery = Query({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_LIST_IDS }),
});

/** The most keys a list's `fields` selection names: more than any item has. */
export const MAX_LIST_FIELDS = 64;

/** The filters every tagged list accepts (forced tags always apply on top of them). */
export const taggedListQuery = {
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Free text; % and _ match themselves.' })),
  tags: Type.Optional(Type.Array(Type.String(), { description: 'Items carrying all of these tags.' })),
  ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1 }), {
      maxItems: MAX_LIST_IDS,
      description: 'Only items with these ids (for batched reads); ids the caller may not see are left out.',
    }),
  ),
  fields: Type.Optional(
    Type.Array(Type.String({ pattern: '^[a-z][a-z0-9_]*$', maxLength: 64 }), {
      maxItems: MAX_LIST_FIELDS,
      description:
        'Only these keys of each item (e.g. fields=media_id&fields=name): a client that shows a few columns reads and parses a few. Keys an item does not have are left out; without it, items are whole.',
    }),
  ),
};

/** The query of a paged, tagged list: its paging, the tagged-list filters, then the list's own filters. */
export function taggedPagedQuery<const F extends TProperties = Record<never, never>>(
  defaultPageSize: number,
  filters: F = {} as F,
) {
  return Query({ ...pagingQuery(defaultPageSize), ...taggedListQuery, ...filters });
}

/** A new object's tags, as a create sends them (optional; the caller's forced tags are added). */
export const newTags = Type.Optional(Type.Array(Type.String()));

/** An update's tags: when sent, they replace the object's; forced tags stay. */
export const replacedTags = Type.Optional(
  Type.Array(Type.String(), { description: 'Replaces the tags; forced tags stay.' }),
);

export const SortOrder = StringEnum(['asc', 'desc'], { default: 'desc', description: 'Sort order.' });

/** A date-time as the api answers it (ISO 8601, `format: date-time`). */
export const DateTime = Type.String({ format: 'date-time' });

/** When a stored object was created and last changed: the two dates every area's record answers with. */
export const timestamps = { date_created: DateTime, date_updated: DateTime };

export const IsoDate = (description = 'ISO 8601 date or date-time.') => Type.String({ description });

/** The two parameters of a signed link (`expires`, `signature`), each said to come from where `source` says. */
export function signedLinkQuery(source: string) {
  return {
    expires: Type.Optional(Type.Integer({ description: source })),
    signature: Type.Optional(Type.String({ description: source })),
  };
}

/** A CSV answer (streamed), described for clients that generate code from the document. */
export const csvAnswer = (description: string) =>
  Type.Unsafe<unknown>({ description, content: { 'text/csv': { schema: { type: 'string' } } } });

/** A file answer: its bytes, described for clients that generate code from the document. */
export const fileAnswer = (mime: string, description: string) =>
  Type.Unsafe<unknown>({ description, content: { [mime]: { schema: { type: 'string', format: 'binary' } } } });

/**
 * A body sent as JSON, or as multipart form data with a file. Multipart parts are streamed by the handler: Fastify
 * sees no parsed body, so that schema only says what to send (a typed object schema would make the api refuse the
 * body it never parses).
 */
export function jsonOrMultipartBody<S extends TSchema>(json: S, multipart: string) {
  return {
    content: {
      'application/json': { schema: json },
      'multipart/form-data': { schema: Type.Unsafe<unknown>({ description: multipart }) },
    },
  };
}

export const bearer = [{ bearer: [] }] as const;
export const player = [{ player: [] }] as const;
/** A bearer token, or none: the call's signed link (`signedLinkQuery`) stands in for it. */
export const bearerOrSignedLink = [...bearer, {}] as const;
