import { HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { nextSting, stingCandidatesOf, stingDueText } from '@signage/domain/audio/sting-cadence';
import { notVisibleName } from '@signage/domain/messages';
import { Link as RouterLink } from 'react-router';
import { scheduledContentName, wallClockText } from '../../../components/schedules/schedule-table.tsx';
import type {
  DeviceNowPlaying_ReportFragment,
  DeviceNowPlaying_TrackFragment,
  DeviceSchedules_ScheduleFragment,
  DeviceSchedulesQuery,
} from '../../../gql/graphql.ts';
import { formatClockTime, formatDisplayDate } from '../../../lib/display-time.ts';
import { layoutEditPath } from '../../../lib/paths.ts';

type NowPlaying = NonNullable<DeviceSchedulesQuery['device']>['nowPlaying'];

/** A layout by name, linked to its editor; an audio playlist (no layout) by its kind. */
export function LayoutLink({ layoutId, name }: { layoutId: string | null; name: string | null | undefined }) {
  if (!layoutId) return <Text as="span">Audio playlist</Text>;
  // A layout the user's forced tags hide: named by id, not linked to an editor that would not open it.
  if (!name) return <Text as="span">{scheduledContentName({ layoutId, layoutName: name })}</Text>;
  return (
    <Link asChild variant="underline">
      <RouterLink to={layoutEditPath(layoutId, 'layout')}>{name ?? `Layout ${layoutId}`}</RouterLink>
    </Link>
  );
}

/**
 * What the player says it plays, live: the layout, since when (on its own clock, like the rest of Now playing),
 * and for a sync sequence which video.
 */
function PlayerReport({ report, timeZone }: { report: DeviceNowPlaying_ReportFragment | undefined; timeZone: string }) {
  if (!report) return <Text color="fg.muted">no report yet</Text>;
  if (!report.layoutId) return <Text>nothing</Text>;
  return (
    <>
      <LayoutLink layoutId={report.layoutId} name={report.schedule?.layoutName} />
      {report.since && (
        <Text as="span" textStyle="sm" color="fg.muted">
          since{' '}
          <time dateTime={report.since}>
            {formatDisplayDate(report.since, timeZone)} {formatClockTime(report.since, timeZone)}
          </time>
        </Text>
      )}
      {report.sequencePosition !== null && (
        <Text as="span" textStyle="sm" color="fg.muted">
          · video {report.sequencePosition + 1} of the sequence
        </Text>
      )}
    </>
  );
}

const db = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)} dB`;

/** A track the player reports: its name, its playlist's, and the level it plays at and why. */
function TrackText({
  track,
  ducked,
  duckDb,
}: {
  track: DeviceNowPlaying_TrackFragment;
  ducked: boolean;
  duckDb: number;
}) {
  // Named by id where the user's forced tags hide it (or it is gone since).
  const name = track.media?.name ?? notVisibleName('Media', track.mediaId);
  const playlist = track.audioPlaylist?.name ?? notVisibleName('Audio playlist', track.audioPlaylistId);
  const level = ducked ? `gain ${db(track.gainDb)}, ducked ${db(duckDb)}` : `gain ${db(track.gainDb)}`;
  return (
    <Text as="span">
      {name} from {playlist}, at {db(track.volumeDb)} ({level})
    </Text>
  );
}

/**
 * The player's audio channel (issue 25): the music it reports, a sting playing now, and when the next sting is
 * due: the shared cadence (sting-cadence.ts) over the sting schedules active now, from where the player says its
 * count stands.
 */
function AudioReport({
  report,
  verdicts,
  stingIds,
  current,
}: {
  report: DeviceNowPlaying_ReportFragment | undefined;
  verdicts: Verdicts;
  /** Every sting schedule taking turns now, those the user's forced tags hide too. */
  stingIds: readonly string[];
  current: readonly CurrentSchedule[];
}) {
  const audio = report?.audio;
  // The active stings' playlists come from the current schedules (asked for there: one level less deep).
  const byId = new Map(current.map((s) => [s.id, s]));
  const active = verdicts.flatMap((v) => {
    const schedule = byId.get(v.scheduleId);
    return v.channel === 'sting' && (v.code === 'PLAYS' || v.code === 'OUTRANKED') && schedule?.audioPlaylist
      ? [{ schedule, audioPlaylist: schedule.audioPlaylist }]
      : [];
  });
  const candidates = stingCandidatesOf(
    active.map(({ schedule, audioPlaylist }) => ({
      audioPlaylistId: Number(audioPlaylist.id),
      triggerCount: audioPlaylist.triggerCount ?? null,
      tags: schedule.tags.map((t) => t.name),
    })),
  );
  const due = audio
    ? nextSting({ layoutsSinceSting: audio.layoutsSinceSting, stingsPlayed: audio.stingsPlayed }, candidates)
    : null;
  // A sting schedule the user may not see takes turns too: its cadence is not theirs to work out, so say whose.
  const hidden = stingIds.filter((id) => !byId.has(id)).map((id) => notVisibleName('Schedule', id));
  const stings = hidden.length ? `set by ${hidden.join(', ')}` : stingDueText(due?.layoutsRemaining ?? null);
  return (
    <Stack gap="1" role="group" aria-label="Audio">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">Audio:</Text>
        {!audio ? (
          <Text color="fg.muted">{report ? 'the player reports no audio channel' : 'no report yet'}</Text>
        ) : audio.music ? (
          <TrackText track={audio.music} ducked={audio.ducked} duckDb={audio.duckDb} />
        ) : (
          <Text>no music</Text>
        )}
      </HStack>
      {audio?.sting && (
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">Sting playing:</Text>
          <TrackText track={audio.sting} ducked={false} duckDb={audio.duckDb} />
        </HStack>
      )}
      {audio && (
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">Stings:</Text>
          <Text>{stings}</Text>
        </HStack>
      )}
    </Stack>
  );
}

/**
 * What the schedules put on screen: a campaign run by its title, a schedule's layout by name. A schedule the user's
 * forced tags hide can outrank those they see: its layout then by name where they may see it, else by id alone
 * (as the player's report names it).
 */
function ScheduledScreen({ nowPlaying }: { nowPlaying: NowPlaying }) {
  const { screen, screenLayout, screenLayoutId, campaignRunId, campaignRunTitle } = nowPlaying;
  if (campaignRunId) return <Text>{campaignRunTitle ?? notVisibleName('Campaign run', campaignRunId)}</Text>;
  if (screen) return <LayoutLink layoutId={screen.layoutId} name={screen.layoutName} />;
  if (screenLayoutId) return <LayoutLink layoutId={screenLayoutId} name={screenLayout?.name} />;
  return <Text>nothing scheduled</Text>;
}

type Verdicts = NowPlaying['verdicts'];
type CurrentSchedule = DeviceSchedules_ScheduleFragment;

/**
 * Now playing (spec 02 "Device detail"): what the player reports over realtime messaging, beside what its
 * schedules say plays now on its own clock and in its own zone, and why each of them plays or not.
 */
export function DeviceNowPlaying({
  nowPlaying,
  report,
  current,
}: {
  nowPlaying: NowPlaying;
  report: DeviceNowPlaying_ReportFragment | undefined;
  /** The schedules current on the device's clock (the active ones among them). */
  current: readonly DeviceSchedules_ScheduleFragment[];
}) {
  const { screenId, campaignRunId } = nowPlaying;
  // A campaign run outranks the schedules: the player then reports the run's id.
  const differs = report !== undefined && (report.scheduleId ?? null) !== (screenId ?? campaignRunId ?? null);
  return (
    <Stack gap="2" aria-label="Now playing" role="region">
      <HStack gap="2" wrap="wrap" aria-live="polite" role="status" aria-label="The player reports">
        <Text fontWeight="semibold">The player reports:</Text>
        <PlayerReport report={report} timeZone={nowPlaying.timeZone} />
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">Its schedules say:</Text>
        <ScheduledScreen nowPlaying={nowPlaying} />
      </HStack>
      <AudioReport report={report} verdicts={nowPlaying.verdicts} stingIds={nowPlaying.stingIds} current={current} />
      {differs && (
        <Text textStyle="sm" color="fg.warning">
          The player has not caught up with its schedules yet: it fetches them when it checks in, or on Fetch schedules.
        </Text>
      )}
      <Text textStyle="sm" color="fg.muted">
        Its clock reads {wallClockText(nowPlaying.wallClock)} ({nowPlaying.timeZone}).
      </Text>
      {nowPlaying.verdicts.length > 0 && (
        <List.Root gap="1" ps="4" aria-label="Why">
          {nowPlaying.verdicts.map((v) => (
            <List.Item
              key={`${v.campaignRunId ? 'run' : 'schedule'}-${v.scheduleId}`}
              textStyle="sm"
              fontWeight={v.code === 'PLAYS' ? 'semibold' : undefined}
            >
              {v.reason}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
