import type { ErrorLike } from '@apollo/client';
import { Box, Button, Flex, Heading, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { RecordLoadError } from '../load-error.tsx';
import { PageSpinner } from '../page-spinner.tsx';
import { Section } from '../section.tsx';

/** The context of a detail screen's query: the screen shows not-found and refusals itself, not a notification. */
export const DETAIL_QUERY_CONTEXT = SHOWN_ON_SCREEN;

/** One block of a detail screen: a titled card, or (without a title) the content as it is, e.g. a preview. */
export interface DetailSection {
  title?: string;
  body: ReactNode;
}

/** A section, or nothing for one the user may not see (`canEdit && {...}`). */
type MaybeSection = DetailSection | false | null | undefined;

interface DetailPageProps<T> {
  /** What the screen shows, e.g. "device": "Could not load this device." */
  noun: string;
  /** The list it was opened from. */
  back: { to: string; label: string };
  /** The route's query: its error, and a retry. */
  query: { error?: ErrorLike; refetch: () => unknown };
  /** The object, once loaded. */
  item: T | undefined;
  header: (item: T) => DetailHeaderProps;
  /** The Delete button, for a user who may delete: `run` asks and deletes; when it has, the way back is taken. */
  remove?: { label: string; busy: boolean; run: (item: T) => Promise<boolean> } | false;
  /** Two columns on wide screens, one after the other on narrow ones. */
  sections: (item: T) => { left: readonly MaybeSection[]; right: readonly MaybeSection[] };
}

/**
 * The frame of every detail screen: the way back, then the object; before it has loaded, a spinner, the
 * not-found sentence for an id that does not exist or may not be seen, or the load error with a retry.
 */
export function DetailPage<T>({ noun, back, query, item, header, remove, sections }: DetailPageProps<T>) {
  const navigate = useNavigate();
  const { error } = query;
  const backLink = <BackLink {...back} />;
  if (item === undefined && !error) return <PageSpinner />;
  return (
    <Stack gap="5" maxWidth="7xl">
      {backLink}
      {item !== undefined ? (
        <>
          <DetailHeader {...header(item)}>
            {remove && (
              <Button
                colorPalette="red"
                variant="outline"
                loading={remove.busy}
                onClick={() => void remove.run(item).then((gone) => gone && navigate(back.to))}
              >
                <LuTrash2 />
                {remove.label}
              </Button>
            )}
          </DetailHeader>
          <DetailColumns {...sections(item)} />
        </>
      ) : (
        <LoadProblem noun={noun} query={query} />
      )}
    </Stack>
  );
}

type DetailQuery = { error?: ErrorLike; refetch: () => unknown };

/** Why an object did not load: the not-found sentence (missing or hidden), else the load error with a retry. */
function LoadProblem({ noun, query }: { noun: string; query: DetailQuery }) {
  return (
    <RecordLoadError
      noun={noun}
      title={`Could not load this ${noun}.`}
      error={query.error!}
      onRetry={() => void query.refetch()}
    />
  );
}

/**
 * An editor screen (layout, sync sequence, playlist) whose object has not loaded yet: a spinner while it loads,
 * then the way back, the screen's title and why it did not load.
 */
export function NotLoaded({
  back,
  title,
  noun,
  query,
}: {
  back: ReactNode;
  title: string;
  noun: string;
  query: DetailQuery;
}) {
  if (!query.error) return <PageSpinner />;
  return (
    <Stack gap="5">
      {back}
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <LoadProblem noun={noun} query={query} />
    </Stack>
  );
}

/** The way back to the list a screen was opened from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start">
      <RouterLink to={to}>
        <LuArrowLeft />
        {label}
      </RouterLink>
    </Link>
  );
}

export interface DetailHeaderProps {
  title: string;
  status?: ReactNode;
  actions?: ReactNode;
}

/** The object's name as the page heading, a live status under it, and the page's actions beside it. */
function DetailHeader({ title, status, actions, children }: DetailHeaderProps & { children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap="wrap" gap="3">
      <Stack gap="2">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {title}
        </Heading>
        {status}
      </Stack>
      <Flex gap="2" wrap="wrap">
        {actions}
        {children}
      </Flex>
    </Flex>
  );
}

function DetailColumns({ left, right }: { left: readonly MaybeSection[]; right: readonly MaybeSection[] }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      {[left, right].map((column, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the two columns never move.
        <Stack key={i} gap="5">
          {column.map(
            (section, j) =>
              section &&
              (section.title ? (
                <Section key={section.title} title={section.title}>
                  {section.body}
                </Section>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: an untitled block keeps its place in the column.
                <Box key={j}>{section.body}</Box>
              )),
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
