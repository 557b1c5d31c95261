import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { WidgetAuthEditor } from './edit/widget-auth-editor.tsx';
import { WidgetAuthListPage } from './list/widget-auth-list-page.tsx';

/**
 * /widgets and /widgets/auth/{id} (spec 02 §2): the widget authentication list, with the large modal editor over
 * it for an id or "new"; OK or Cancel returns to the list.
 */
export function WidgetAuthsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <WidgetAuthListPage
      dialogs={
        id && <WidgetAuthEditor key={id} id={id} onClose={() => navigate({ pathname: paths.widgetAuths, search })} />
      }
    />
  );
}
