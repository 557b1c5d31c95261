import { type To, useLocation, useNavigate, useParams } from 'react-router';

/**
 * The "list, with its editor over it" screens (spec 02 §2: /datasources/{id}, /widgets/auth/{id},
 * /taggroups/edit/{id}): the id of the editor the route opens (an id or "new"), where each record's editor is,
 * and the way back. The list's search travels with the editor's address, so closing it returns to the same page.
 */
export function useEditorRoute(listPath: string, editPath: (id: string) => string) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const editorOf = (recordId: string): To => ({ pathname: editPath(recordId), search });
  return {
    id,
    editorOf,
    open: (recordId: string) => void navigate(editorOf(recordId)),
    close: () => void navigate({ pathname: listPath, search }),
  };
}
