import { LAYOUT_MESSAGES, PAGE_TYPES, type PageType } from '@signage/domain/layouts/constants';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { useNavigate, useParams } from 'react-router';
import { BackLink, DETAIL_QUERY_CONTEXT, NotLoaded } from '../../../components/detail-page/detail-page.tsx';
import { ScheduleDialog } from '../../../components/schedules/schedule-dialog.tsx';
import { useLayoutEditorQuery } from '../../../gql/hooks.ts';
import { layoutEditPath, layoutSchedulePath, paths } from '../../../lib/paths.ts';
import { newObjectBasics, useSessionTags } from '../../../lib/session-tags.ts';
import { pageTypeProblem, usePageTypeCheck } from '../frame/use-page-type-check.ts';
import { LayoutEditorFrame } from './layout-editor-frame.tsx';

const isPageType = (value: string | undefined): value is PageType => (PAGE_TYPES as readonly unknown[]).includes(value);

const backTo = (pageType: PageType) =>
  pageType === 'template' || pageType === 'template-view-edit' ? (
    <BackLink to={paths.templates} label="Back to templates" />
  ) : (
    <BackLink to={paths.layouts} label="Back to layouts" />
  );

/** /layouts/new/{type}: the 2D creator of a layout or a template (spec 01 route table). */
export function LayoutCreatorPage() {
  const { type } = useParams();
  const sessionTags = useSessionTags();
  const pageType = type === 'layout' || type === 'template' ? type : undefined;
  usePageTypeCheck(pageType ? undefined : LAYOUT_MESSAGES.cannotView);
  if (!pageType) return null;
  return (
    <LayoutEditorFrame
      key={pageType}
      pageType={pageType}
      initial={{
        ...newObjectBasics(sessionTags),
        json: newLayoutJson(),
        editorMetadata: {},
        readOnly: false,
      }}
      back={backTo(pageType)}
    />
  );
}

/** /layouts/{id}/{type}: the 2D editor as layout, template, template-view or template-view-edit. */
export function LayoutEditorPage() {
  const { id = '', type, scheduleId } = useParams();
  const navigate = useNavigate();
  const pageType = isPageType(type) ? type : undefined;
  // Fresh on arrival (spec 01 §7: a layout is never read from a cache).
  const query = useLayoutEditorQuery({ variables: { id }, fetchPolicy: 'network-only', context: DETAIL_QUERY_CONTEXT });
  const layout = query.data?.layout;
  const problem = pageType ? pageTypeProblem(pageType, layout) : LAYOUT_MESSAGES.cannotView;
  usePageTypeCheck(problem);
  if (problem || !pageType) return null;
  if (!layout) {
    return <NotLoaded back={backTo(pageType)} title="Layout" noun="layout" query={query} />;
  }
  // Layouts are scheduled, templates are not (spec 01 §2: the child route of the layout editor).
  const schedulable = pageType === 'layout';
  return (
    <>
      {schedulable && scheduleId && (
        <ScheduleDialog
          layoutId={layout.id}
          layoutName={layout.name}
          selection={scheduleId}
          onSelect={(next) => navigate(layoutSchedulePath(layout.id, pageType, next), { replace: true })}
          onClose={() => navigate(layoutEditPath(layout.id, pageType))}
        />
      )}
      <LayoutEditorFrame
        onSchedules={schedulable ? () => navigate(layoutSchedulePath(layout.id, pageType, 'new')) : undefined}
        key={`${layout.id}/${pageType}`}
        id={layout.id}
        pageType={pageType}
        initial={{
          name: layout.name,
          tags: layout.tags,
          json: layout.json,
          editorMetadata: layout.editorMetadata.json,
          // A template-view saves a new layout: reading the template is enough.
          readOnly: layout.readOnly && pageType !== 'template-view',
        }}
        back={backTo(pageType)}
      />
    </>
  );
}
