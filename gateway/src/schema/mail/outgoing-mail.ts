import type { OutgoingMail, OutgoingMailItem } from '@signage/contract/outgoing-mail';
import { DEFAULT_OUTGOING_MAIL_PAGE_SIZE } from '@signage/domain/page-sizes';
import { builder } from '../../builder.ts';
import { pageType } from '../paging.ts';
import { restByIdField } from '../record-fields.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The fields a listed mail and a mail read in full share. */
function headerFields<M extends OutgoingMailItem>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, M>) {
  return {
    id: t.id({ resolve: (m) => String(m.mail_id) }),
    from: t.string({ description: 'The From header as sent.', resolve: (m) => m.from }),
    to: t.stringList({ description: 'The envelope recipients.', resolve: (m) => m.to }),
    subject: t.string({ resolve: (m) => m.subject }),
    dateReceived: t.field({ type: 'DateTime', resolve: (m) => m.date_received }),
  };
}

const OutgoingMailSummaryType = builder.objectRef<OutgoingMailItem>('OutgoingMailSummary').implement({
  description: 'A mail the embedded SMTP server received, as the Outgoing mail list shows it.',
  fields: (t) => headerFields(t),
});

const OutgoingMailType = builder.objectRef<OutgoingMail>('OutgoingMail').implement({
  description: 'A mail the embedded SMTP server received (SMTP_URL not set), with its text.',
  fields: (t) => ({
    ...headerFields(t),
    text: t.exposeString('text', { description: 'The plain-text part.' }),
    html: t.exposeString('html', {
      nullable: true,
      description: 'The HTML part exactly as received: render it only sanitised (the console shows the text).',
    }),
  }),
});

const OutgoingMailPage = pageType('OutgoingMailPage', OutgoingMailSummaryType, {
  key: 'outgoing_mail',
  defaultSize: DEFAULT_OUTGOING_MAIL_PAGE_SIZE,
  description: 'The Outgoing mail screen offers 25, 50 and 100; integrators may ask for up to 1000.',
});

builder.queryField('outgoingMails', (t) =>
  t.field({
    type: OutgoingMailPage.ref,
    description:
      'Mail the embedded SMTP server received, newest first: password reset mails on an installation without SMTP_URL. Needs "edit system".',
    args: OutgoingMailPage.args(t.arg),
    resolve: (_root, args, ctx) => ctx.rest.get('/outgoing_mail/', { query: OutgoingMailPage.query(args) }),
  }),
);

restByIdField(
  'outgoingMail',
  OutgoingMailType,
  'One received mail with its text. Needs "edit system".',
  '/outgoing_mail/{id}',
);
