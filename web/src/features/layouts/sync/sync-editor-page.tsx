import { useNavigate, useParams } from 'react-router';
import { BackLink, DETAIL_QUERY_CONTEXT, NotLoaded } from '../../../components/detail-page/detail-page.tsx';
import { ScheduleDialog } from '../../../components/schedules/schedule-dialog.tsx';
import type { SyncVideoInfo_MediaFragment } from '../../../gql/graphql.ts';
import { useSyncSequenceQuery } from '../../../gql/hooks.ts';
import { paths, syncLayoutEditPath, syncLayoutSchedulePath } from '../../../lib/paths.ts';
import { newObjectBasics, useSessionTags } from '../../../lib/session-tags.ts';
import { pageTypeProblem, usePageTypeCheck } from '../frame/use-page-type-check.ts';
import { SyncEditor } from './sync-editor.tsx';

const back = <BackLink to={paths.layouts} label="Back to layouts" />;

/** /synclayouts/new and /synclayouts/{id}: the sync-sequence creator and editor (spec 01). */
export function SyncEditorPage() {
  const { id, scheduleId } = useParams();
  const sessionTags = useSessionTags();
  if (!id) {
    return (
      <SyncEditor
        key="new"
        initial={{
          ...newObjectBasics(sessionTags),
          videos: [],
          readOnly: false,
        }}
        back={back}
      />
    );
  }
  return <ExistingSyncSequence key={id} id={id} scheduleId={scheduleId} />;
}

function ExistingSyncSequence({ id, scheduleId }: { id: string; scheduleId?: string }) {
  const navigate = useNavigate();
  // Fresh on arrival: the thumbnails are signed links, and another user may have changed the sequence.
  const query = useSyncSequenceQuery({ variables: { id }, fetchPolicy: 'network-only', context: DETAIL_QUERY_CONTEXT });
  const layout = query.data?.layout;
  const problem = pageTypeProblem('sync_sequence', layout);
  usePageTypeCheck(problem);
  if (!layout) {
    return <NotLoaded back={back} title="Sync sequence" noun="sync sequence" query={query} />;
  }
  if (problem) return null;
  const videos = layout.elements.flatMap((element) =>
    'media' in element && element.media ? [element.media as SyncVideoInfo_MediaFragment] : [],
  );
  return (
    <>
      {scheduleId && (
        <ScheduleDialog
          layoutId={layout.id}
          layoutName={layout.name}
          selection={scheduleId}
          onSelect={(next) => navigate(syncLayoutSchedulePath(layout.id, next), { replace: true })}
          onClose={() => navigate(syncLayoutEditPath(layout.id))}
        />
      )}
      <SyncEditor
        id={layout.id}
        initial={{ name: layout.name, tags: layout.tags, videos, readOnly: layout.readOnly }}
        back={back}
        onSchedules={() => navigate(syncLayoutSchedulePath(layout.id, 'new'))}
      />
    </>
  );
}
