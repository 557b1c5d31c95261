import { listWithEditorScreen } from '../../components/list-page/list-with-editor.tsx';
import { dataSourceEditPath, paths } from '../../lib/paths.ts';
import { DataSourceEditor } from './edit/data-source-editor.tsx';
import { DataSourceListPage } from './list/data-source-list-page.tsx';

/**
 * /datasources and /datasources/{id} (spec 02 §2): the list, with the large modal editor over it for an id or
 * "new". The list's search travels with the editor's address, so closing it returns to the same page of the list.
 */
export const DataSourcesPage = listWithEditorScreen({
  List: DataSourceListPage,
  Editor: DataSourceEditor,
  listPath: paths.dataSources,
  editPath: dataSourceEditPath,
});
