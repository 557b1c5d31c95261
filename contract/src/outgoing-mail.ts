import { DEFAULT_OUTGOING_MAIL_PAGE_SIZE } from '@signage/domain/page-sizes';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { DateTime, IdParams, PagedList, pagingQuery } from './common.ts';
import { Nullable, Query, Ref } from './schema.ts';

const tags = ['mail'];

export const OutgoingMailItem = Type.Object(
  {
    mail_id: Type.Integer(),
    from: Type.String({ description: 'The From header as sent.' }),
    to: Type.Array(Type.String(), { description: 'The envelope recipients.' }),
    subject: Type.String(),
    date_received: DateTime,
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

export const outgoingMailOperations = bearerOperations(tags, {
  listOutgoingMail: {
    method: 'GET',
    path: '/outgoing_mail/',
    summary:
      'Mail the embedded SMTP server received (used when SMTP_URL is not set), newest first, paged. Needs "edit system".',
    querystring: Query(pagingQuery(DEFAULT_OUTGOING_MAIL_PAGE_SIZE)),
    response: {
      200: PagedList('outgoing_mail', OutgoingMailItem, 'One page of mail.'),
    },
  },
  getOutgoingMail: {
    method: 'GET',
    path: '/outgoing_mail/{id}',
    summary: 'One received mail with its text and HTML parts. Needs "edit system".',
    params: IdParams,
    response: { 200: Ref(OutgoingMail, { description: 'The mail.' }) },
  },
});
