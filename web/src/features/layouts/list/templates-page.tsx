import { AddLink } from '../../../components/list-page/add-link.tsx';
import { layoutNewPath } from '../../../lib/paths.ts';
import { LayoutListScreen } from './layout-list-screen.tsx';

/** /templates: the templates list, with add template (spec 01). */
export function TemplatesPage() {
  return <LayoutListScreen template actions={<AddLink to={layoutNewPath('template')}>Add template</AddLink>} />;
}
