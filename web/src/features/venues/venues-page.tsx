import { listWithEditorScreen } from '../../components/list-page/list-with-editor.tsx';
import { paths, venueEditPath } from '../../lib/paths.ts';
import { VenueEditor } from './edit/venue-editor.tsx';
import { VenueListPage } from './list/venue-list-page.tsx';

/** /venues and /venues/{id} (spec 02 §2): the list, with the venue editor over it for an id or "new". */
export const VenuesPage = listWithEditorScreen({
  List: VenueListPage,
  Editor: VenueEditor,
  listPath: paths.venues,
  editPath: venueEditPath,
});
