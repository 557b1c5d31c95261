import { Text } from '@chakra-ui/react';
import { DEFAULT_OUTGOING_MAIL_PAGE_SIZE, OUTGOING_MAIL_PAGE_SIZES } from '@signage/domain/page-sizes';
import type { ReactNode } from 'react';
import { LuMail } from 'react-icons/lu';
import { DateCreated } from '../../components/list-page/date-created.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { RecordTable } from '../../components/list-page/record-table.tsx';
import { useOutgoingMailListQuery } from '../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { outgoingMailReadPath, paths } from '../../lib/paths.ts';
import { useEditorRoute } from '../../lib/use-editor-route.ts';
import { useListParams } from '../../lib/use-list-params.ts';

const PARAMS = { filters: {}, pageSizes: OUTGOING_MAIL_PAGE_SIZES, defaultPageSize: DEFAULT_OUTGOING_MAIL_PAGE_SIZE };

export const OUTGOING_MAIL_TEXTS = {
  title: 'Outgoing mail',
  about:
    'Mail this installation sent while no mail server is set (SMTP_URL), such as password reset links, as its built-in mail server received it. Old mail is removed after a while.',
  empty: { nothingYet: 'No mail has been sent yet.', noMatches: 'No mail on this page.', icon: LuMail },
  noSubject: '(no subject)',
};

/** The list: Subject (opens the mail), To, Date received; newest first. */
export function OutgoingMailList({ dialogs }: { dialogs?: ReactNode }) {
  const params = useListParams(PARAMS);
  const query = useOutgoingMailListQuery({
    variables: { page: params.page, pageSize: params.pageSize },
    fetchPolicy: 'cache-and-network',
    context: SHOWN_ON_SCREEN,
  });
  const list = (query.data ?? query.previousData)?.outgoingMails;
  const { editorOf } = useEditorRoute(paths.outgoingMail, outgoingMailReadPath);
  const records = (list?.items ?? []).map((mail) => ({ ...mail, name: mail.subject || OUTGOING_MAIL_TEXTS.noSubject }));
  return (
    <ListPage
      title={OUTGOING_MAIL_TEXTS.title}
      empty={OUTGOING_MAIL_TEXTS.empty}
      query={query}
      list={list}
      params={params}
      filters={<Text color="fg.muted">{OUTGOING_MAIL_TEXTS.about}</Text>}
      dialogs={dialogs}
    >
      <RecordTable
        label="Outgoing mail"
        nameHeader="Subject"
        records={records}
        editorOf={editorOf}
        columns={[
          { header: 'To', cell: (mail) => mail.to.join(', ') },
          { header: 'Date received', cell: (mail) => <DateCreated value={mail.dateReceived} /> },
        ]}
      />
    </ListPage>
  );
}
