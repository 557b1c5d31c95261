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
 * dialog, as the header search opens it), so the user can see why and change either one.
 */
export function ScheduleRefusals({ messages, overlap }: { messages: string[]; overlap?: PreviewOverlap | null }) {
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
                <RouterLink to={scheduleDialogPath(overlap.schedule)}>Open {overlap.name}</RouterLink>
              </Link>
            </>
          ) : null}
        </Text>
      ))}
    </Stack>
  );
}
