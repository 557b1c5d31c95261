import type { DeviceSchedules } from '@signage/contract/schedules';
import { nowPlaying } from '@signage/domain/schedules/now-playing';
import { type CompiledSchedule, compileSchedule } from '@signage/domain/schedules/schedule';
import type { PlayerApi, PlayerCredentials, PlayerLayout } from './api-client.ts';

/** What the screen shows: the schedule that won and the layout it publishes; null when nothing is scheduled. */
export interface Playing {
  scheduleId: number;
  layoutId: number;
  layoutName: string;
  layout: PlayerLayout;
}

/**
 * The player's side of schedules: fetch them (at check-in and on fetch-schedules), then let the domain's
 * evaluator say what plays now on the device's own clock, in its own zone, exactly as the console explains it.
 * Between fetches the kept schedules are judged again, so a schedule starting at 09:00 plays at 09:00.
 */
export class SchedulePlayer {
  #schedules: CompiledSchedule[] = [];
  #device: { tags: readonly string[]; timeZone: string } | undefined;
  #playing: Playing | null = null;
  #judging: Promise<boolean> = Promise.resolve(false);

  constructor(
    private readonly api: PlayerApi,
    private readonly onChange: (playing: Playing | null) => void,
  ) {}

  get playing(): Playing | null {
    return this.#playing;
  }

  /** Fetches the device's schedules and plays what they say; answers true when what plays changed. */
  async fetch(credentials: PlayerCredentials, deviceId: number): Promise<boolean> {
    const answer: DeviceSchedules = await this.api.schedules(credentials, deviceId);
    this.#device = { tags: answer.tags, timeZone: answer.time_zone };
    this.#schedules = answer.schedules.map((s) =>
      compileSchedule({
        schedule_id: s.schedule_id,
        layout_id: s.layout_id,
        audio_playlist_id: s.audio_playlist_id,
        tags: s.tags.map((tag) => tag.name),
        timer: s.timer,
      }),
    );
    return this.judge(credentials, Date.now(), true);
  }

  /**
   * Plays what the kept schedules say at `at`; a changed winner (or `reload`, after a fetch: the layout may have
   * been edited) loads its layout. Judgements run one after another.
   */
  judge(credentials: PlayerCredentials, at = Date.now(), reload = false): Promise<boolean> {
    this.#judging = this.#judging.catch(() => false).then(() => this.#judge(credentials, at, reload));
    return this.#judging;
  }

  async #judge(credentials: PlayerCredentials, at: number, reload: boolean): Promise<boolean> {
    if (!this.#device) return false;
    const winner = nowPlaying(this.#device, this.#schedules, at).screen;
    const schedule = this.#schedules.find((s) => s.id === winner);
    const layoutId = schedule?.source.layout_id ?? null;
    const current = this.#playing;
    if (layoutId === null) {
      if (current === null) return false;
      this.#playing = null;
      this.onChange(null);
      return true;
    }
    if (!reload && current?.scheduleId === winner && current.layoutId === layoutId) return false;
    const layout = await this.api.layout(credentials, layoutId);
    const next: Playing = { scheduleId: winner!, layoutId, layoutName: layout.name, layout };
    const changed =
      current?.scheduleId !== next.scheduleId ||
      current.layoutId !== next.layoutId ||
      current.layout.date_updated !== layout.date_updated;
    this.#playing = next;
    if (changed) this.onChange(next);
    return changed;
  }
}
