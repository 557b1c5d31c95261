import type { AnswerOf } from '@signage/contract/api';
import type { PlayerAudioPlaylist } from '@signage/contract/audio-player';
import type { DataLinkResults } from '@signage/contract/data-sources';
import type { layoutPlayerOperations } from '@signage/contract/layouts-player';
import type {
  ActivityReport,
  ConnectivityReport,
  PlaybackReport,
  PlayerCheckin,
  PlayerCredentials,
  PlayerIdentity,
  playerOperations,
  SystemInfoReport,
} from '@signage/contract/players';
import type { PlayerEventBatch, playerEventOperations } from '@signage/contract/reports';
import type { DeviceSchedules } from '@signage/contract/schedules';
import type { DesiredStateReport, tagMetadataOperations } from '@signage/contract/tag-metadata';
import type { ClockSample, clockSampleOperations } from '@signage/contract/venue-sync';
import type { DesiredState } from '@signage/domain/tag-metadata/desired-state';

type Answer<K extends keyof typeof playerOperations> = AnswerOf<(typeof playerOperations)[K]>;
export type PlayerLayout = AnswerOf<(typeof layoutPlayerOperations)['getPlayerLayout']>;
export type PlayerTradingHours = AnswerOf<(typeof tagMetadataOperations)['getDeviceTradingHours']>;

/** The player-facing REST calls (OpenAPI tag `players`), as a vendor's player would make them. */
export type { PlayerCredentials, PlayerIdentity };

export class PlayerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class PlayerApi {
  constructor(private readonly apiUrl: string) {}

  register(identity: PlayerIdentity): Promise<PlayerCredentials> {
    return this.#call('/players/register', undefined, identity);
  }

  checkin(credentials: PlayerCredentials): Promise<PlayerCheckin> {
    return this.#call('/players/checkin', credentials);
  }

  systemInfo(credentials: PlayerCredentials, json: SystemInfoReport['json']): Promise<Answer<'reportSystemInfo'>> {
    return this.#call('/players/system_info', credentials, { json });
  }

  activity(credentials: PlayerCredentials, events: ActivityReport['events']): Promise<Answer<'reportActivity'>> {
    return this.#call('/players/activity', credentials, { events });
  }

  connectivity(
    credentials: PlayerCredentials,
    entries: ConnectivityReport['entries'],
  ): Promise<Answer<'reportConnectivity'>> {
    return this.#call('/players/connectivity', credentials, { entries });
  }

  /** Playback counts per media item and day of its own calendar (spec 02 "Playback row"); activated players only. */
  playback(credentials: PlayerCredentials, entries: PlaybackReport['entries']): Promise<Answer<'reportPlayback'>> {
    return this.#call('/players/playback', credentials, { entries });
  }

  /** Proof of play: playback, touch and connectivity events, each once whatever is sent again (issue 26). */
  events(
    credentials: PlayerCredentials,
    batch: PlayerEventBatch,
  ): Promise<AnswerOf<(typeof playerEventOperations)['reportPlayerEvents']>> {
    return this.#call('/players/events', credentials, batch);
  }

  /** The cells of its layouts' data-link values ({data source id}:{row key}:{column index}); activated players only. */
  resolveDataLinks(credentials: PlayerCredentials, values: readonly string[]): Promise<DataLinkResults> {
    return this.#call('/players/data_links/resolve', credentials, { values });
  }

  /** A layout to play, with signed download links for its media (only once activated). */
  layout(credentials: PlayerCredentials, layoutId: number): Promise<PlayerLayout> {
    return this.#call(`/players/layouts/${layoutId}`, credentials, undefined, 'GET');
  }

  /** An audio playlist to play (music or stings), with its tracks' links and loudness gains (only once activated). */
  audioPlaylist(credentials: PlayerCredentials, playlistId: number): Promise<PlayerAudioPlaylist> {
    return this.#call(`/players/audio_playlists/${playlistId}`, credentials, undefined, 'GET');
  }

  /** Its schedules and what its clock reads, for the evaluator to pick what plays (only once activated). */
  schedules(credentials: PlayerCredentials, deviceId: number): Promise<DeviceSchedules> {
    return this.#call(`/schedules/for_device/${deviceId}`, credentials, undefined, 'GET');
  }

  /** Its trading hours (spec 02 §7 "trading hours by device key"): what it is open by, in its zone. */
  tradingHours(credentials: PlayerCredentials): Promise<PlayerTradingHours> {
    return this.#call(`/devices/key/${credentials.device_key}/trading_hours`, credentials, undefined, 'GET');
  }

  /** What it should run with: its trading hours, settings and zone, and their version (fetched at check-in). */
  desiredState(credentials: PlayerCredentials): Promise<DesiredState> {
    return this.#call('/players/desired_state', credentials, undefined, 'GET');
  }

  /** Answers a version of its desired state: applied, or failed and why. */
  reportDesiredState(
    credentials: PlayerCredentials,
    report: DesiredStateReport,
  ): Promise<AnswerOf<(typeof tagMetadataOperations)['reportDesiredState']>> {
    return this.#call('/players/desired_state', credentials, report);
  }

  /** Its clock's offsets from its venue's sync master (a follower only). */
  clockSamples(
    credentials: PlayerCredentials,
    samples: ClockSample[],
  ): Promise<AnswerOf<(typeof clockSampleOperations)['reportClockSamples']>> {
    return this.#call('/players/clock_samples', credentials, { samples });
  }

  /** The picture of a layout as drawn by the service (its signed composition_url): what this screen shows. */
  async composition(url: string): Promise<Buffer> {
    const response = await fetch(new URL(url, this.apiUrl), { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new PlayerApiError(response.status, `${url} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async #call<T>(path: string, credentials?: PlayerCredentials, body?: unknown, method = 'POST'): Promise<T> {
    const headers: Record<string, string> = {};
    if (credentials) headers.authorization = `Player ${credentials.device_key}:${credentials.player_secret}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.apiUrl}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const answer = text ? JSON.parse(text) : {};
    if (!response.ok) throw new PlayerApiError(response.status, answer.msg ?? `${path} answered ${response.status}`);
    return answer as T;
  }
}
