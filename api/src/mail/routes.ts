import { outgoingMailOperations as op } from '@signage/contract/outgoing-mail';
import { notFoundMessage } from '@signage/domain/messages';
import { DEFAULT_OUTGOING_MAIL_PAGE_SIZE } from '@signage/domain/page-sizes';
import type { Permission } from '@signage/domain/permissions';
import { requirePermission } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { findMail, listMail } from './mail-store.ts';

/** Mail holds reset links to any account: reading it is system administration. */
export const READ_OUTGOING_MAIL: readonly Permission[] = ['edit system'];

export interface OutgoingMailContext {
  db: Db;
  sessions: Sessions;
}

type ListedRow = Awaited<ReturnType<typeof listMail>>['rows'][number];

const toItem = (row: ListedRow) => ({
  mail_id: row.mail_id,
  from: row.mail_from,
  to: row.recipients,
  subject: row.subject,
  date_received: row.date_received.toISOString(),
});

/** The Outgoing mail screen's calls: what the embedded SMTP server received. */
export const outgoingMailRoutes = signedInRoutes<OutgoingMailContext>(async (app, { db }) => {
  app.route({
    ...endpoint(op.listOutgoingMail),
    handler: async (request) => {
      requirePermission(request, ...READ_OUTGOING_MAIL);
      const page = request.query.current_page ?? 1;
      const pageSize = request.query.page_size ?? DEFAULT_OUTGOING_MAIL_PAGE_SIZE;
      const { rows, total } = await listMail(db, page, pageSize);
      return {
        outgoing_mail: rows.map(toItem),
        page_info: { current_page: page, page_size: pageSize, total_items: total },
      };
    },
  });

  app.route({
    ...endpoint(op.getOutgoingMail),
    handler: async (request) => {
      requirePermission(request, ...READ_OUTGOING_MAIL);
      const row = await findMail(db, request.params.id);
      if (!row) throw notFound(notFoundMessage('Mail', request.params.id));
      return { ...toItem(row), text: row.text_body, html: row.html_body };
    },
  });
});
