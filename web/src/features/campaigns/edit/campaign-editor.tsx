import {
  RecordEditorDialog,
  type RecordEditorProps,
  recordQueryOptions,
} from '../../../components/editor-dialog/record-editor-dialog.tsx';
import { useCampaignEditQuery } from '../../../gql/hooks.ts';
import { CampaignEditorForm } from './campaign-editor-form.tsx';

/** The campaign editor over the list (spec 02, /campaigns/{id}, id or "new"). */
export function CampaignEditor({ id, onClose }: RecordEditorProps) {
  const query = useCampaignEditQuery(recordQueryOptions(id));
  return (
    <RecordEditorDialog id={id} noun="campaign" record={query.data?.campaign} query={query} size="xl" onClose={onClose}>
      <CampaignEditorForm campaign={query.data?.campaign} onClose={onClose} />
    </RecordEditorDialog>
  );
}
