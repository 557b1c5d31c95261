import type { PlaybackReport } from '@signage/contract/players';
import type { DeviceSchedules } from '@signage/contract/schedules';
import type { ActiveAudioSchedule } from '@signage/domain/audio/audio-channel';
import { type PlayingNow, type PlayingReport, sequencePosition } from '@signage/domain/device-playing';
import { compileCampaignRun } from '@signage/domain/schedules/campaign-run';
import { nowPlaying } from '@signage/domain/schedules/now-playing';
import { type CompiledSchedule, compileSchedule } from '@signage/domain/schedules/schedule';
import { wallClockAt } from '@signage/domain/schedules/time-zones';
import { formatWallClock } from '@signage/domain/schedules/wall-clock';
import { syncedSequenceSeconds } from '@signage/domain/venues/clock-sync';
import type { PlayerApi, PlayerCredentials, PlayerLayout } from './api-client.ts';

/** What the screen shows: the schedule that won and the layout it publishes; null when nothing is scheduled. */
export interface Playing {
  scheduleId: number;
  layoutId: number;
  layoutName: string;
  layout: PlayerLayout;
  /** When this schedule started putting this layout on screen (kept across reloads of an edited layout). */
  since: Date;
  /** Set when a campaign run plays (scheduleId is then the run id): its plays count toward the run's delivery. */
  campaignRunId?: number;
}

/**
 * The player's side of schedules: fetch them (at check-in and on fetch-schedules), then let the domain's
 * evaluator say what plays now on the device's own clock, in its own zone, exactly as the console explains it.
 * Between fetches the kept schedules are judged again, so a schedule starting at 09:00 plays at 09:00.
 */
export class SchedulePlayer {
  #schedules: CompiledSchedule[] = [];
  #device: { tags: readonly string[]; timeZone: string; venueId: number | null } | undefined;
  #playing: Playing | null = null;
  #judging: Promise<boolean> = Promise.resolve(false);

  constructor(
    private readonly api: PlayerApi,
    /** `started`: a layout started playing (not the same one reloaded after an edit). */
    private readonly onChange: (playing: Playing | null, started: boolean) => void,
    /** The player's clock (a simulated one may be skewed, or set to its venue's sync master). */
    private readonly now: () => number = Date.now,
    /**
     * The active audio schedules, after every judgement (music and stings both; the audio channel sorts them);
     * `reload` after a fetch, when the playlists may have been edited.
     */
    private readonly onAudio: (active: ActiveAudioSchedule[], reload: boolean) => void = () => {},
  ) {}

  get playing(): Playing | null {
    return this.#playing;
  }

  /** The zone its schedules are read in (the device's own, as the last fetch said); undefined before a fetch. */
  get timeZone(): string | undefined {
    return this.#device?.timeZone;
  }

  /** Fetches the device's schedules and plays what they say; answers true when what plays changed. */
  async fetch(credentials: PlayerCredentials, deviceId: number): Promise<boolean> {
    const answer: DeviceSchedules = await this.api.schedules(credentials, deviceId);
    this.#device = { tags: answer.tags, timeZone: answer.time_zone, venueId: answer.venue_id ?? null };
    // Campaign runs of its venue are sources beside its schedules (they outrank them on the screen).
    const runs = (answer.campaign_runs ?? []).map(compileCampaignRun);
    this.#schedules = [
      ...runs,
      ...answer.schedules.map((s) =>
        compileSchedule({
          schedule_id: s.schedule_id,
          layout_id: s.layout_id,
          audio_playlist_id: s.audio_playlist_id,
          audio_playlist_type: s.audio_playlist_type,
          tags: s.tags.map((tag) => tag.name),
          timer: s.timer,
        }),
      ),
    ];
    return this.judge(credentials, this.now(), true);
  }

  /**
   * Plays what the kept schedules say at `at`; a changed winner (or `reload`, after a fetch: the layout may have
   * been edited) loads its layout. Judgements run one after another.
   */
  judge(credentials: PlayerCredentials, at = this.now(), reload = false): Promise<boolean> {
    this.#judging = this.#judging.catch(() => false).then(() => this.#judge(credentials, at, reload));
    return this.#judging;
  }

  async #judge(credentials: PlayerCredentials, at: number, reload: boolean): Promise<boolean> {
    if (!this.#device) return false;
    const now = nowPlaying(this.#device, this.#schedules, at);
    // Active music and stings: the ones playing and those outranked (the audio channel picks them itself).
    const audio = now.verdicts
      .filter((v) => v.channel !== 'screen' && (v.code === 'plays' || v.code === 'outranked'))
      .map((v) => ({
        id: v.scheduleId,
        tags: v.schedule.tags,
        audioPlaylistId: v.schedule.source.audio_playlist_id!,
        playlistType: v.channel === 'sting' ? ('sting' as const) : ('audio' as const),
      }));
    this.onAudio(audio, reload);
    const schedule = now.winners.screen;
    const winner = schedule?.id ?? null;
    const campaignRunId = schedule?.campaign?.runId;
    const layoutId = schedule?.source.layout_id ?? null;
    const current = this.#playing;
    if (layoutId === null) {
      if (current === null) return false;
      this.#playing = null;
      this.onChange(null, false);
      return true;
    }
    const same =
      current?.scheduleId === winner && current.layoutId === layoutId && current.campaignRunId === campaignRunId;
    if (!reload && same) return false;
    const layout = await this.api.layout(credentials, layoutId);
    const since = same ? current.since : new Date(at);
    const next: Playing = { scheduleId: winner!, layoutId, layoutName: layout.name, layout, since, campaignRunId };
    const changed = !same || current.layout.date_updated !== layout.date_updated;
    this.#playing = next;
    if (changed) this.onChange(next, !same);
    return changed;
  }
}

/**
 * What the player says it plays, on its out topic (domain device-playing.ts). `synced`: the player is in a venue
 * with a sync master and `now` is its synced clock, so a sync sequence counts from the instant every device of
 * the venue counts from (they show the same video at the same moment); otherwise from when it started here.
 */
export function playingReport(playing: Playing | null, now: Date, synced = false): PlayingReport {
  const datetime = now.toISOString();
  if (!playing) return { command: 'playing', datetime, playing: null };
  const { layout } = playing;
  const report: PlayingNow = {
    layout_id: playing.layoutId,
    schedule_id: playing.scheduleId,
    since: playing.since.toISOString(),
    ...(playing.campaignRunId === undefined ? {} : { campaign_run_id: playing.campaignRunId }),
  };
  if (layout.layout_type === 'sync_sequence') {
    // A sync sequence is a sequence of videos, each for its own duration or else its media item's.
    const mediaDuration = new Map(layout.media.map((m) => [m.media_id, m.duration]));
    const videos = 'children' in layout.json ? layout.json.children : [];
    const durations = videos.map((v) => {
      const own = v.duration !== null && v.duration > 0 ? v.duration : null;
      const mediaId = 'media_id' in v ? v.media_id : null;
      return own ?? (mediaId === null ? null : (mediaDuration.get(mediaId) ?? null));
    });
    const elapsed = synced ? syncedSequenceSeconds(now.getTime()) : (now.getTime() - playing.since.getTime()) / 1000;
    report.sequence_position = sequencePosition(durations, elapsed);
  }
  return { command: 'playing', datetime, playing: report };
}

/** One play of each media item of a layout that starts playing, counted on the player's calendar day. */
export function playbackOnStart(playing: Playing, timeZone: string): PlaybackReport['entries'] {
  const day = formatWallClock(wallClockAt(playing.since.getTime(), timeZone)).slice(0, 10);
  const run = playing.campaignRunId === undefined ? {} : { campaign_run_id: playing.campaignRunId };
  return playing.layout.media.map((m) => ({ media_id: m.media_id, playback_date: day, count: 1, ...run }));
}
