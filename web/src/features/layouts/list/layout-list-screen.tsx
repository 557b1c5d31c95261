import { type ReactNode, useState } from 'react';
import { LuLayoutDashboard, LuLayoutTemplate } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { type ListEmptyStates, ListPage } from '../../../components/list-page/list-page.tsx';
import { useLayoutListQuery } from '../../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../../lib/answered-errors.ts';
import { layoutEditorPath, layoutSchedulePath, syncLayoutSchedulePath } from '../../../lib/paths.ts';
import { useSessionTags } from '../../../lib/session-tags.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { SavedLayoutPreview } from '../preview/saved-layout-preview.tsx';
import { LayoutFiltersBar } from './layout-filters.tsx';
import { LAYOUT_LIST_PARAMS, layoutListVariables } from './layout-list-params.ts';
import { LayoutTable } from './layout-table.tsx';
import { useCloneLayout } from './use-clone-layout.ts';
import { useDeleteLayout } from './use-delete-layout.ts';

const EMPTY: Record<'layouts' | 'templates', ListEmptyStates> = {
  layouts: {
    nothingYet: 'No layouts yet. Add one, start one from a template, or add a sync sequence.',
    noMatches: 'No layouts match these filters.',
    icon: LuLayoutDashboard,
  },
  templates: {
    nothingYet: 'No templates yet. Add one, or make one from a layout in its editor.',
    noMatches: 'No templates match these filters.',
    icon: LuLayoutTemplate,
  },
};

interface LayoutListScreenProps {
  template: boolean;
  /** The header's buttons, for a user who may edit layouts. */
  actions: ReactNode;
  dialogs?: ReactNode;
}

/** The layouts list or the templates list (spec 01): the same table and row menu over `layouts(template:)`. */
export function LayoutListScreen({ template, actions, dialogs }: LayoutListScreenProps) {
  const navigate = useNavigate();
  const sessionTags = useSessionTags();
  const canEdit = useCan('edit layouts');
  const params = useListParams(LAYOUT_LIST_PARAMS);
  // Always asked again on arrival: thumbnail links are signed for a limited time.
  const query = useLayoutListQuery({
    variables: layoutListVariables(params.filters, sessionTags, params.page, params.pageSize, template),
    fetchPolicy: 'cache-and-network',
    context: SHOWN_ON_SCREEN,
  });
  const list = (query.data ?? query.previousData)?.layouts;
  const [cloneLayout] = useCloneLayout();
  const [deleteLayout] = useDeleteLayout();
  const noun = template ? 'Templates' : 'Layouts';
  const [previewId, setPreviewId] = useState<string | null>(null);

  return (
    <ListPage
      title={noun}
      empty={EMPTY[template ? 'templates' : 'layouts']}
      actions={canEdit && actions}
      emptyAction={canEdit && actions}
      filters={<LayoutFiltersBar noun={noun} filters={params.filters} onChange={params.setFilters} />}
      params={params}
      list={list}
      query={query}
      dialogs={
        <>
          {dialogs}
          {previewId && <SavedLayoutPreview id={previewId} onClose={() => setPreviewId(null)} />}
        </>
      }
    >
      <LayoutTable
        label={noun}
        layouts={list?.items ?? []}
        canEdit={canEdit}
        actionsFor={(layout) => ({
          edit: () => void navigate(layoutEditorPath(layout)),
          preview: () => setPreviewId(layout.id),
          clone: () => void cloneLayout(layout.id),
          cloneAndView: () => void cloneLayout(layout.id).then((copy) => copy && navigate(layoutEditorPath(copy))),
          // Templates themselves are not scheduled (the editor's schedule route is a layout's): a template's copy
          // is made a layout, and that layout is scheduled.
          cloneAndSchedule: () =>
            void cloneLayout(layout.id, layout.template ? { template: false } : undefined).then(
              (copy) =>
                copy &&
                navigate(
                  copy.layoutType === 'SYNC_SEQUENCE'
                    ? syncLayoutSchedulePath(copy.id, 'new')
                    : layoutSchedulePath(copy.id, 'layout', 'new'),
                ),
            ),
          remove: () => void deleteLayout(layout),
        })}
      />
    </ListPage>
  );
}
