import { listWithEditorScreen } from '../../components/list-page/list-with-editor.tsx';
import { campaignEditPath, paths } from '../../lib/paths.ts';
import { CampaignEditor } from './edit/campaign-editor.tsx';
import { CampaignListPage } from './list/campaign-list-page.tsx';

/** /campaigns and /campaigns/{id} (spec 02 §2): the list, with the campaign editor over it for an id or "new". */
export const CampaignsPage = listWithEditorScreen({
  List: CampaignListPage,
  Editor: CampaignEditor,
  listPath: paths.campaigns,
  editPath: campaignEditPath,
});
