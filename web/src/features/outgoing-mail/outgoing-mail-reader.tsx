import { Stack } from '@chakra-ui/react';
import { DETAIL_QUERY_CONTEXT } from '../../components/detail-page/detail-page.tsx';
import { EditorDialog } from '../../components/editor-dialog/editor-dialog.tsx';
import { FactList } from '../../components/fact-list.tsx';
import { useOutgoingMailReadQuery } from '../../gql/hooks.ts';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import { MailText } from './mail-text.tsx';
import { OUTGOING_MAIL_TEXTS } from './outgoing-mail-list.tsx';

/** One received mail in a dialog over the list (/admin/mail/{id}): who, when, and its text. */
export function OutgoingMailReader({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useOutgoingMailReadQuery({ variables: { id }, context: DETAIL_QUERY_CONTEXT });
  const mail = query.data?.outgoingMail;
  const time = useDisplayTime();
  return (
    <EditorDialog
      title={mail ? mail.subject || OUTGOING_MAIL_TEXTS.noSubject : 'Mail'}
      onClose={onClose}
      size="lg"
      scrollBehavior="outside"
      loading={!mail}
      error={{
        title: 'Could not load this mail.',
        error: query.error,
        onRetry: () => void query.refetch(),
        noun: 'mail',
      }}
      cancel="Close"
    >
      {mail && (
        <Stack gap="4">
          <FactList
            facts={[
              ['From', mail.from],
              ['To', mail.to.join(', ')],
              ['Date received', time.dateTime(mail.dateReceived)],
            ]}
          />
          <MailText text={mail.text} />
        </Stack>
      )}
    </EditorDialog>
  );
}
