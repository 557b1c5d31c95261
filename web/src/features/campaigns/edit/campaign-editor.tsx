import { RecordEditorDialog, type RecordEditorProps } from '../../../components/editor-dialog/record-editor-dialog.tsx';
import { CampaignEditQueryDocument } from '../../../gql/graphql.ts';
import { CampaignEditorForm } from './campaign-editor-form.tsx';

/** The campaign editor over the list (spec 02, /campaigns/{id}, id or "new"). */
export function CampaignEditor(props: RecordEditorProps) {
  return (
    <RecordEditorDialog {...props} noun="campaign" document={CampaignEditQueryDocument} field="campaign">
      {(campaign) => <CampaignEditorForm campaign={campaign} onClose={props.onClose} />}
    </RecordEditorDialog>
  );
}
