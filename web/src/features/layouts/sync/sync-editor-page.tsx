import { Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import {
  BackLink,
  DETAIL_QUERY_CONTEXT,
  NOT_FOUND_CODES,
  notFoundText,
} from '../../../components/detail-page/detail-page.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { ScheduleDialog } from '../../../components/schedules/schedule-dialog.tsx';
import type { SyncVideoInfo_MediaFragment } from '../../../gql/graphql.ts';
import { useSyncSequenceQuery } from '../../../gql/hooks.ts';
import { errorCodeOf } from '../../../lib/api-errors.ts';
import { paths, syncLayoutEditPath, syncLayoutSchedulePath } from '../../../lib/paths.ts';
import { sessionTagNames, useSessionTags } from '../../../lib/session-tags.ts';
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
          name: '',
          tags: sessionTagNames(sessionTags).map((name) => ({ name })),
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
    if (!query.error) return <PageSpinner />;
    const code = errorCodeOf(query.error);
    return (
      <Stack gap="5">
        {back}
        <Heading as="h1" size="2xl">
          Sync sequence
        </Heading>
        {code && NOT_FOUND_CODES.includes(code) ? (
          <Text>{notFoundText('sync sequence')}</Text>
        ) : (
          <LoadError
            title="Could not load this sync sequence."
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )}
      </Stack>
    );
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
