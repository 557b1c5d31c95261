import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { SchedulePreviewQuery } from '../../gql/graphql.ts';
import { scheduleDialogPath } from '../../lib/paths.ts';

type Preview = NonNullable<SchedulePreviewQuery['previewSchedule']>;
export type PreviewOverlap = NonNullable<Preview['overlap']>;

/** What a dry run says a save would refuse: the rule messages, then the first overlap. */
export function refusalsOf(preview: Pick<Preview, 'messages' | 'overlap'>): string[] {
  const overlap = preview.overlap?.message;
  return overlap && !preview.messages.includes(overlap) ? [...preview.messages, overlap] : preview.messages;
}

/**
 * A schedule's refusals in the spec's words. The overlap names the schedule it clashes with and links to it (its
 * dialog, as the header search opens it), so the user can see why and change either one. `onOpen` is asked first
 * on a plain click (the form may hold work the link would leave); a click for a new tab or window goes as usual.
 */
export function ScheduleRefusals({
  messages,
  overlap,
  onOpen,
}: {
  messages: string[];
  overlap?: PreviewOverlap | null;
  onOpen?: (path: string) => void;
}) {
  if (!messages.length) return null;
  return (
    <Stack gap="1">
      {messages.map((message) => (
        <Text key={message} color="fg.error" textStyle="sm">
          {message}
          {overlap?.schedule && message === overlap.message ? (
            <>
              {'. '}
              <Link asChild color="fg.error" textDecoration="underline">
                <RouterLink
                  to={scheduleDialogPath(overlap.schedule)}
                  onClick={(event) => {
                    const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
                    if (!onOpen || newTab || !overlap.schedule) return;
                    event.preventDefault();
                    onOpen(scheduleDialogPath(overlap.schedule));
                  }}
                >
                  Open {overlap.name}
                </RouterLink>
              </Link>
            </>
          ) : null}
        </Text>
      ))}
    </Stack>
  );
}
