import { DEFAULT_OUTGOING_MAIL_PAGE_SIZE } from '@signage/domain/page-sizes';
import { type Static, Type } from 'typebox';
import { bearer, errorResponses, IdParams, PageInfo, pagingQuery } from './common.ts';
import { Nullable, operation, Query, Ref } from './schema.ts';

const tags = ['mail'];
const date = Type.String({ format: 'date-time' });

export const OutgoingMailItem = Type.Object(
  {
    mail_id: Type.Integer(),
    from: Type.String({ description: 'The From header as sent.' }),
    to: Type.Array(Type.String(), { description: 'The envelope recipients.' }),
    subject: Type.String(),
    date_received: date,
  },
  { $id: 'OutgoingMailItem', description: 'A mail the embedded SMTP server received, as listed.' },
);
export type OutgoingMailItem = Static<typeof OutgoingMailItem>;

export const OutgoingMail = Type.Object(
  {
    ...OutgoingMailItem.properties,
    text: Type.String({ description: 'The plain-text part (from the HTML when the mail had none).' }),
    html: Nullable(Type.String({ description: 'The HTML part as received: render it only sanitised.' })),
  },
  { $id: 'OutgoingMail', description: 'A mail the embedded SMTP server received, with its text.' },
);
export type OutgoingMail = Static<typeof OutgoingMail>;

export const outgoingMailOperations = {
  listOutgoingMail: operation({
    method: 'GET',
    path: '/outgoing_mail/',
    operationId: 'listOutgoingMail',
    summary:
      'Mail the embedded SMTP server received (used when SMTP_URL is not set), newest first, paged. Needs "edit system".',
    tags,
    security: bearer,
    querystring: Query(pagingQuery(DEFAULT_OUTGOING_MAIL_PAGE_SIZE)),
    response: {
      200: Type.Object(
        { outgoing_mail: Type.Array(Ref(OutgoingMailItem)), page_info: Ref(PageInfo) },
        { description: 'One page of mail.' },
      ),
      ...errorResponses,
    },
  }),
  getOutgoingMail: operation({
    method: 'GET',
    path: '/outgoing_mail/{id}',
    operationId: 'getOutgoingMail',
    summary: 'One received mail with its text and HTML parts. Needs "edit system".',
    tags,
    security: bearer,
    params: IdParams,
    response: { 200: Ref(OutgoingMail, { description: 'The mail.' }), ...errorResponses },
  }),
};
