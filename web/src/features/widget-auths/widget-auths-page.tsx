import { listWithEditorScreen } from '../../components/list-page/list-with-editor.tsx';
import { paths, widgetAuthEditPath } from '../../lib/paths.ts';
import { WidgetAuthEditor } from './edit/widget-auth-editor.tsx';
import { WidgetAuthListPage } from './list/widget-auth-list-page.tsx';

/** /widgets and /widgets/auth/{id} (spec 02 §2): the list, with the large modal editor over it for an id or "new". */
export const WidgetAuthsPage = listWithEditorScreen({
  List: WidgetAuthListPage,
  Editor: WidgetAuthEditor,
  listPath: paths.widgetAuths,
  editPath: widgetAuthEditPath,
});
