import { listWithEditorScreen } from '../../components/list-page/list-with-editor.tsx';
import { outgoingMailReadPath, paths } from '../../lib/paths.ts';
import { OutgoingMailList } from './outgoing-mail-list.tsx';
import { OutgoingMailReader } from './outgoing-mail-reader.tsx';

/** /admin/mail and /admin/mail/{id}: the mail the embedded SMTP server received, one read in a dialog over the list. */
export const OutgoingMailPage = listWithEditorScreen({
  List: OutgoingMailList,
  Editor: OutgoingMailReader,
  listPath: paths.outgoingMail,
  editPath: outgoingMailReadPath,
});
