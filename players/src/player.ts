import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type DeviceReply, isDeviceCommand } from '@signage/domain/device-commands';
import type { PlayingAudio } from '@signage/domain/device-playing';
import { deviceInTopic, deviceOutTopic, deviceScreenshotTopic, parseSyncTopic } from '@signage/domain/device-topics';
import { wallClockAt } from '@signage/domain/schedules/time-zones';
import { formatWallClock } from '@signage/domain/schedules/wall-clock';
import { APPLY_STATE_COMMAND, type DesiredState } from '@signage/domain/tag-metadata/desired-state';
import type { KioskBrowser } from '@signage/domain/tag-metadata/device-settings';
import { RESYNC_COMMAND, SYNC_SAMPLE_EVERY_MS } from '@signage/domain/venues/clock-sync';
import mqtt, { type MqttClient } from 'mqtt';
import { PlayerApi, PlayerApiError, type PlayerCredentials } from './api-client.ts';
import { AudioChannel } from './audio-channel.ts';
import { type BackoffPolicy, backoffDelay, DEFAULT_BACKOFF } from './backoff.ts';
import { ClockSync, SimulatedClock } from './clock-sync.ts';
import { DataLinkTexts } from './data-links.ts';
import { DesiredStatePlayer } from './desired-state.ts';
import { type EventFields, PlayerEventQueue } from './event-queue.ts';
import { recentConnectivity, startupActivity, systemInfo } from './reports.ts';
import { type Playing, playbackOnStart, playingReport, SchedulePlayer } from './schedule-player.ts';
import { renderBlack, renderComposition, renderScreenshot } from './screen.ts';
import { TradingHoursPlayer } from './trading.ts';

const TOUCH_NAMES = ['tap', 'tap', 'swipe', 'tap', 'long-press'];
const TOUCH_PAGES = ['index.html', 'menu.html', 'map.html', 'offers.html', 'contact.html'];

export interface SimulatedPlayerOptions {
  apiUrl: string;
  mqttUrl: string;
  /** Shown on the simulated screen and suggested as the device name. */
  name?: string;
  modelName?: string;
  firmwareVersion?: string;
  type?: string;
  /** Check-in period until an operator activates the player. */
  checkinIntervalMs?: number;
  /** Check-in period once activated. */
  activeCheckinIntervalMs?: number;
  /** How long the player stays silent after a reboot or restart command. */
  rebootSilenceMs?: number;
  /** How often the kept schedules are judged again between fetches (a schedule starting now plays now). */
  judgeEveryMs?: number;
  /** Waits between broker connection attempts (after a drop, an unreachable broker or a refused CONNECT). */
  reconnect?: BackoffPolicy;
  /** Data-link values of the texts its layouts show ({data source id}:{row key}:{column index}). */
  dataLinks?: string[];
  /** Start as the player that registered with these (kept from an earlier run) instead of registering anew. */
  credentials?: PlayerCredentials;
  /** Plays this many times faster than real time: layouts, tracks and stings (tests and demos); default 1. */
  timeScale?: number;
  /** Kiosk browser settings this player cannot change from their defaults: a desired state changing one fails. */
  refuseSettings?: (keyof KioskBrowser)[];
  /** How far its clock is off the host's at start (ms; positive: ahead), so a venue's drift shows. */
  clockSkewMs?: number;
  /** How fast its clock runs off the host's (parts per million; positive: fast), so the drift grows. */
  clockDriftPpm?: number;
  /** How often a follower measures its clock against its venue's sync master. */
  syncEveryMs?: number;
  /** The first event sequence number (the `nextEventSequence` of an earlier run of the same device). */
  eventSequence?: number;
  /** How often a touch-app layout on screen is touched (a simulated visitor). */
  touchEveryMs?: number;
  /** Events kept while the service cannot be reached. */
  maxEventBacklog?: number;
  log?: (line: string) => void;
}

/**
 * A player as the console sees one: registers over REST and gets a device key, checks in until an operator
 * activates it, then listens on `devices/{id}/in` and answers on `devices/{id}/out`. Emits `registered`
 * (key), `activated` (device id), `online` (after each MQTT (re)connect), `reconnecting` (the attempt number), `command` (each command received) and
 * `playing` (what its screen plays changed: a Playing, or null for nothing scheduled). What it plays it also says
 * on its out topic (on a change, after each echo answer and on each (re)connect), and a layout that starts
 * playing counts one play of each of its media items in a playback report.
 */
export class SimulatedPlayer extends EventEmitter {
  readonly name: string;
  deviceKey: string | undefined;
  deviceId: number | undefined;
  readonly #options: Required<
    Omit<
      SimulatedPlayerOptions,
      | 'name'
      | 'log'
      | 'credentials'
      | 'dataLinks'
      | 'refuseSettings'
      | 'clockSkewMs'
      | 'clockDriftPpm'
      | 'eventSequence'
      | 'maxEventBacklog'
    >
  > &
    Pick<SimulatedPlayerOptions, 'log' | 'credentials'>;
  /** The data-backed texts on screen; `data` is emitted when one changes. */
  readonly dataTexts = new DataLinkTexts();
  /** Its schedules, and what they say plays now. */
  readonly schedules: SchedulePlayer;
  /** Its audio channel: the music its schedules pick and the stings between layouts. */
  readonly audio: AudioChannel;
  /** Its trading hours: outside them the screen is off. */
  readonly trading = new TradingHoursPlayer();
  /** Its desired state: the trading hours and settings it runs with, and the versions it answered. */
  readonly desired: DesiredStatePlayer;
  /** Its own clock: skewed and drifting as the options say, corrected by a resync. */
  readonly clock: SimulatedClock;
  /** Its part in its venue's clock sync: a master answers pings, a follower measures and reports. */
  readonly sync: ClockSync;
  /**
   * Its proof of play (playback, touch and connectivity events) waiting to be sent: kept while the service cannot
   * be reached, sent at each check-in, reconnect and new event.
   */
  readonly events: PlayerEventQueue;
  /** The desired state version whose answer the api recorded: one not recorded is answered again. */
  #recordedVersion = 0;
  /** Whether it was open when it last said what it plays: a change is said at once. */
  #wasOpen = true;
  readonly #api: PlayerApi;
  #credentials: PlayerCredentials | undefined;
  #client: MqttClient | undefined;
  #connected = false;
  #broker: { username: string; password: string; client_id: string } | undefined;
  #checkinTimer: NodeJS.Timeout | undefined;
  #rebootTimer: NodeJS.Timeout | undefined;
  #judgeTimer: NodeJS.Timeout | undefined;
  #touchTimer: NodeJS.Timeout | undefined;
  #touches = 0;
  #reconnectTimer: NodeJS.Timeout | undefined;
  /** Broker connection attempts that failed since the last success: what the back-off grows with. */
  #failedConnects = 0;
  #stopped = false;

  constructor(options: SimulatedPlayerOptions) {
    super();
    this.name = options.name ?? `Simulated player ${randomBytes(2).toString('hex')}`;
    this.#options = {
      modelName: 'SIM-PLAYER',
      firmwareVersion: '01.00.00',
      type: 'simulated',
      checkinIntervalMs: 5000,
      activeCheckinIntervalMs: 60_000,
      rebootSilenceMs: 4000,
      judgeEveryMs: 15_000,
      touchEveryMs: 20_000,
      reconnect: DEFAULT_BACKOFF,
      syncEveryMs: SYNC_SAMPLE_EVERY_MS,
      timeScale: 1,
      ...options,
    };
    this.#api = new PlayerApi(options.apiUrl);
    this.events = new PlayerEventQueue({
      send: (batch) => this.#api.events(this.#credentials!, batch),
      firstSequence: options.eventSequence,
      maxBacklog: options.maxEventBacklog,
    });
    this.clock = new SimulatedClock(options.clockSkewMs, options.clockDriftPpm);
    this.sync = new ClockSync(
      this.clock,
      {
        publish: (topic, payload) => this.#client?.publish(topic, JSON.stringify(payload), { qos: 0 }),
        subscribe: (filter) => this.#client?.subscribe(filter, { qos: 0 }),
        unsubscribe: (filter) => this.#client?.unsubscribe(filter),
      },
      (sample) => this.#api.clockSamples(this.#credentials!, [sample]),
      this.#options.syncEveryMs,
      (line) => this.#log(line),
    );
    this.desired = new DesiredStatePlayer(this.trading, options.refuseSettings);
    this.audio = new AudioChannel({
      fetchPlaylist: (id) => this.#api.audioPlaylist(this.#credentials!, id),
      duckDb: () => this.desired.settings.audio.duck_db,
      timeScale: this.#options.timeScale,
      onChange: () => {
        this.#sayPlaying();
        this.emit('audio', this.audio.report);
      },
      onTrack: (mediaId, at) => void this.#reportAudioPlay(mediaId, at),
      log: (line) => this.#log(line),
    });
    this.schedules = new SchedulePlayer(
      this.#api,
      (playing, started) => {
        this.#log(
          playing ? `playing layout ${playing.layoutId} (schedule ${playing.scheduleId})` : 'nothing scheduled',
        );
        this.audio.setLayout(playing?.layout.json ?? null, started);
        this.#sayPlaying();
        if (playing && started) this.#recordPlayback(playing);
        this.#touchWhile(playing);
        this.emit('playing', playing);
      },
      () => this.clock.now(),
      (active, reload) => {
        this.audio.update(active, reload).catch((error: Error) => this.#log(`audio: ${error.message}`));
      },
    );
    this.#credentials = options.credentials;
    this.dataTexts.show(options.dataLinks ?? []);
  }

  /**
   * What its screen shows now, as a PNG (1920 x 1080, or 320 x 180 as a thumbnail): the layout playing, as the
   * service draws it; with nothing scheduled, a card with its name, the time and its data-backed texts.
   */
  async screenshot(thumbnail: boolean): Promise<{ png: Buffer; datetime: Date }> {
    const datetime = new Date();
    // Closed by its trading hours: the screen is off.
    if (!this.trading.openAt(datetime.getTime())) return { datetime, png: (await renderBlack(thumbnail)).png };
    const playing = this.schedules.playing;
    const texts = [...this.dataTexts.texts.values()];
    if (!playing) return { datetime, png: (await renderScreenshot(this.name, datetime, thumbnail, texts)).png };
    try {
      const picture = await this.#api.composition(playing.layout.composition_url);
      return { datetime, png: (await renderComposition(picture, thumbnail)).png };
    } catch (error) {
      // The picture could not be fetched: the card names what plays instead.
      this.#log(`screenshot: ${(error as Error).message}`);
      const card = [`Playing: ${playing.layoutName}`, ...texts];
      return { datetime, png: (await renderScreenshot(this.name, datetime, thumbnail, card)).png };
    }
  }

  /** Registers, reports system info, activity and connectivity, and starts checking in. Answers the device key. */
  async start(): Promise<string> {
    this.#stopped = false;
    const resumed = this.#credentials !== undefined;
    let key = resumed ? this.#resume(this.#credentials!) : await this.#register();
    try {
      await this.#reportStartup();
    } catch (error) {
      // Kept credentials the service no longer knows (the device was deleted, the database is new): register.
      if (!(resumed && error instanceof PlayerApiError && error.status === 401)) throw error;
      key = await this.#register();
      await this.#reportStartup();
    }
    await this.#checkin();
    return key;
  }

  /** Resolves the data-backed texts now (also done at every check-in once activated); emits `data` on a change. */
  async refreshDataTexts() {
    if (await this.dataTexts.refresh(this.#api, this.#credentials!)) this.emit('data', this.dataTexts.texts);
  }

  /** Fetches its schedules and plays what they say now (at check-in and on fetch-schedules). */
  async refreshSchedules() {
    if (this.deviceId === undefined) return;
    await this.schedules.fetch(this.#credentials!, this.deviceId);
    clearInterval(this.#judgeTimer);
    this.#judgeTimer = setInterval(() => {
      this.schedules.judge(this.#credentials!).catch((error: Error) => this.#log(`schedules: ${error.message}`));
      // Opening and closing time: it says so as it happens.
      if (this.trading.openAt() !== this.#wasOpen) this.#sayPlaying();
    }, this.#options.judgeEveryMs);
    this.#judgeTimer.unref();
  }

  /** Fetches its desired state and applies it unless its answer to that version is already recorded. */
  async refreshDesiredState() {
    if (this.deviceId === undefined) return;
    await this.applyState(await this.#api.desiredState(this.#credentials!));
  }

  /**
   * Applies a desired state (pushed with apply-state or fetched at check-in), answers it to the api, and says so
   * on its out topic. An older version than one answered is ignored; the same one is answered again only if
   * the api has not recorded the answer. Emits `state` with the version and the result.
   */
  async applyState(state: DesiredState) {
    if (state.version < this.desired.answeredVersion || state.version === this.#recordedVersion) return;
    const result = this.desired.apply(state);
    if (this.deviceId !== undefined) this.sync.setRole(this.deviceId, state.sync ?? null);
    const reason = result.status === 'failed' ? result.reason : undefined;
    this.#log(`desired state ${state.version}: ${result.status}${reason ? ` (${reason})` : ''}`);
    if (this.deviceId !== undefined) {
      this.#publish(deviceOutTopic(this.deviceId), {
        command: APPLY_STATE_COMMAND,
        status: result.status === 'applied' ? 'ok' : 'error',
        version: state.version,
        ...(reason ? { msg: reason } : {}),
      });
    }
    this.#sayPlaying();
    try {
      await this.#api.reportDesiredState(this.#credentials!, {
        version: state.version,
        status: result.status,
        ...(reason ? { reason } : {}),
        applied: this.desired.applied,
      });
      this.#recordedVersion = Math.max(this.#recordedVersion, state.version);
    } catch (error) {
      this.#log(`desired state report: ${(error as Error).message}`);
    }
    this.emit('state', { version: state.version, ...result });
  }

  /** Resolves once it has answered desired state version `version` (or a later one). */
  whenAnswered(version: number): Promise<void> {
    if (this.#recordedVersion >= version) return Promise.resolve();
    return new Promise((resolve) => {
      const onState = () => {
        if (this.#recordedVersion < version) return;
        this.off('state', onState);
        resolve();
      };
      this.on('state', onState);
    });
  }

  /** Resolves once its screen plays layout `layoutId`. */
  whenPlaying(layoutId: number): Promise<Playing> {
    const now = this.schedules.playing;
    if (now?.layoutId === layoutId) return Promise.resolve(now);
    return new Promise((resolve) => {
      const onPlaying = (playing: Playing | null) => {
        if (playing?.layoutId !== layoutId) return;
        this.off('playing', onPlaying);
        resolve(playing);
      };
      this.on('playing', onPlaying);
    });
  }

  /** Resolves with what its audio channel says once `check` holds of it. */
  whenAudio(check: (audio: PlayingAudio) => boolean): Promise<PlayingAudio> {
    const now = this.audio.report;
    if (check(now)) return Promise.resolve(now);
    return new Promise((resolve) => {
      const onAudio = (audio: PlayingAudio) => {
        if (!check(audio)) return;
        this.off('audio', onAudio);
        resolve(audio);
      };
      this.on('audio', onAudio);
    });
  }

  /** Resolves with the device id once an operator has activated the player. */
  whenActivated(): Promise<number> {
    if (this.deviceId !== undefined) return Promise.resolve(this.deviceId);
    return new Promise((resolve) => this.once('activated', resolve));
  }

  /** Resolves once the player listens on its in topic (again, after a reboot). */
  whenOnline(): Promise<void> {
    if (this.#connected) return Promise.resolve();
    return new Promise((resolve) => this.once('online', () => resolve()));
  }

  get online() {
    return this.#connected;
  }

  async stop() {
    this.#stopped = true;
    clearTimeout(this.#checkinTimer);
    clearTimeout(this.#rebootTimer);
    clearInterval(this.#judgeTimer);
    this.sync.stop();
    this.audio.stop();
    clearInterval(this.#touchTimer);
    await this.#disconnect();
  }

  /** The sequence number its next event gets: keep it with the credentials to continue after a restart. */
  get nextEventSequence() {
    return this.events.nextSequence;
  }

  /** Sends its event backlog now (also done at check-in, reconnect and each event); answers how many were sent. */
  async flushEvents(): Promise<number> {
    if (this.deviceId === undefined || !this.#credentials) return 0;
    try {
      return await this.events.flush();
    } catch (error) {
      this.#log(`events: ${(error as Error).message} (${this.events.pending} waiting)`);
      return 0;
    }
  }

  #log(line: string) {
    this.#options.log?.(`[${this.name}] ${line}`);
  }

  /** The credentials this player checks in with (to keep across runs). */
  get credentials(): PlayerCredentials | undefined {
    return this.#credentials;
  }

  #resume(credentials: PlayerCredentials) {
    this.deviceKey = credentials.device_key;
    this.deviceId = undefined;
    return credentials.device_key;
  }

  async #register() {
    const { modelName, firmwareVersion, type } = this.#options;
    this.#credentials = await this.#api.register({
      model_name: modelName,
      firmware_version: firmwareVersion,
      type,
      name: this.name,
    });
    this.deviceKey = this.#credentials.device_key;
    this.deviceId = undefined;
    this.emit('registered', this.deviceKey);
    return this.deviceKey;
  }

  async #reportStartup() {
    const credentials = this.#credentials!;
    const now = new Date();
    await this.#api.systemInfo(credentials, systemInfo(this.#options.modelName, credentials.device_key, now));
    await this.#api.activity(credentials, startupActivity(now));
    await this.#api.connectivity(credentials, recentConnectivity(now));
  }

  #scheduleCheckin() {
    if (this.#stopped) return;
    const { checkinIntervalMs, activeCheckinIntervalMs } = this.#options;
    const delay = this.deviceId === undefined ? checkinIntervalMs : activeCheckinIntervalMs;
    this.#checkinTimer = setTimeout(() => void this.#checkin(), delay);
  }

  async #checkin() {
    // A rebooting player is silent on every channel.
    if (this.#stopped || this.#rebootTimer) return this.#scheduleCheckin();
    try {
      const answer = await this.#api.checkin(this.#credentials!);
      if (answer.broker) this.#broker = answer.broker;
      if (answer.activated && answer.device_id !== null && this.deviceId === undefined && !this.#stopped) {
        this.deviceId = answer.device_id;
        this.#log(`activated as device ${this.deviceId}`);
        this.emit('activated', this.deviceId);
        this.#connect();
      }
      if (this.deviceId !== undefined) {
        await this.refreshDataTexts();
        await this.refreshSchedules().catch((error: Error) => this.#log(`schedules: ${error.message}`));
        await this.refreshDesiredState().catch((error: Error) => this.#log(`desired state: ${error.message}`));
        await this.flushEvents();
      }
    } catch (error) {
      if (error instanceof PlayerApiError && error.status === 401) {
        // The operator deleted the device: start over with a new key, as a real player would.
        await this.#disconnect();
        const key = await this.#register().catch(() => undefined);
        if (key) this.#log(`device was deleted; new key ${key}`);
      } else {
        this.#log(`check-in failed: ${(error as Error).message}`);
      }
    }
    this.#scheduleCheckin();
  }

  #connect() {
    const deviceId = this.deviceId!;
    const client = mqtt.connect(this.#options.mqttUrl, {
      ...this.#brokerLogin(deviceId),
      clean: true,
      // Reconnects are this player's own (#retry): MQTT.js's fixed period would hammer a broker that refuses
      // it, and MQTT.js gives up for good after a refused CONNECT.
      reconnectPeriod: 0,
      // Subscribed on every connect below, so the player listens again after any broker restart.
      resubscribe: false,
    });
    this.#client = client;
    client.on('connect', () => {
      this.#failedConnects = 0;
      client.subscribe(deviceInTopic(deviceId), { qos: 1 }, (error) => {
        if (error || this.#client !== client) return;
        this.#connected = true;
        this.sync.connected();
        this.#publish(deviceOutTopic(deviceId), { command: 'online', datetime: new Date().toISOString() });
        this.#recordEvent({ kind: 'connectivity', event_name: 'online' });
        this.#sayPlaying();
        this.emit('online');
      });
    });
    client.on('close', () => {
      if (this.#client !== client) return;
      if (this.#connected) this.#recordEvent({ kind: 'connectivity', event_name: 'offline' }, false);
      this.#connected = false;
      this.#retry(client, deviceId);
    });
    client.on('error', (error) => this.#log(`mqtt: ${error.message}`));
    client.on('message', (topic, payload) => void this.#handle(deviceId, topic, payload));
  }

  /**
   * Issued by check-in once activated: username = device id, a password for this device alone, and the client
   * id the broker ties to that login (so nobody else can take it). Read again at each attempt: a later
   * check-in may have brought a new login.
   */
  #brokerLogin(deviceId: number) {
    return {
      clientId: this.#broker?.client_id ?? `player-${deviceId}`,
      username: this.#broker?.username,
      password: this.#broker?.password,
    };
  }

  /** Connects again after a growing, jittered wait (backoff.ts), for as long as this connection is current. */
  #retry(client: MqttClient, deviceId: number) {
    clearTimeout(this.#reconnectTimer);
    if (this.#stopped || this.#rebootTimer) return;
    const delay = backoffDelay(this.#failedConnects++, this.#options.reconnect);
    this.#reconnectTimer = setTimeout(() => {
      if (this.#client !== client || this.#stopped) return;
      Object.assign(client.options, this.#brokerLogin(deviceId));
      this.emit('reconnecting', this.#failedConnects);
      client.reconnect();
    }, delay);
    this.#reconnectTimer.unref();
  }

  async #disconnect() {
    clearTimeout(this.#reconnectTimer);
    const client = this.#client;
    this.#client = undefined;
    this.#connected = false;
    if (client) await new Promise<void>((resolve) => client.end(true, {}, () => resolve()));
  }

  /**
   * Says on its out topic what its screen plays now (nothing when not connected: it says so on connect); closed
   * by its trading hours, it plays nothing and says it is closed.
   */
  #sayPlaying() {
    if (this.deviceId === undefined) return;
    const now = new Date();
    this.#wasOpen = this.trading.openAt(now.getTime());
    // Closed, the screen and the sound are off: no audio part.
    const report = this.#wasOpen
      ? {
          ...playingReport(this.schedules.playing, new Date(this.clock.now()), this.sync.role !== null),
          audio: this.audio.report,
        }
      : { command: 'playing' as const, datetime: now.toISOString(), playing: null, closed: true };
    this.#publish(deviceOutTopic(this.deviceId), report);
  }

  /** The zone its events are dated in: its device's, UTC until it knows it. */
  get #timeZone() {
    return this.schedules.timeZone ?? 'UTC';
  }

  /** Queues an event that happens now (or at `at`) and, unless told not to, sends the backlog. */
  #recordEvent(fields: EventFields, send = true, at = new Date()) {
    if (this.deviceId === undefined) return;
    this.events.record(fields, at, this.#timeZone);
    if (send) void this.flushEvents();
  }

  /** A layout that starts playing counts one play of each of its media items, when it started. */
  #recordPlayback(playing: Playing) {
    // A campaign run's plays count towards its delivery, which only the playback report carries (with the run's
    // id); it adds them to the same daily rollup the events feed, so each play is sent one way only.
    if (playing.campaignRunId !== undefined) {
      void this.#reportCampaignPlayback(playing);
      return;
    }
    const media = playing.layout.media.filter((m) => m.media_type !== 'font');
    for (const m of media) this.#recordEvent({ kind: 'playback', media_id: m.media_id }, false, playing.since);
    if (media.length) void this.flushEvents();
  }

  /**
   * While a touch-app layout is on screen (and the screen is open), a simulated visitor touches it now and then:
   * taps, swipes and long presses on its pages, each a touch event with the page's uri and the app's media item.
   */
  #touchWhile(playing: Playing | null) {
    clearInterval(this.#touchTimer);
    this.#touchTimer = undefined;
    const app = playing?.layout.media.find((m) => m.media_type === 'touchapp');
    if (!app) return;
    this.#touchTimer = setInterval(() => {
      if (!this.trading.openAt()) return;
      const n = this.#touches++;
      this.#recordEvent({
        kind: 'touch',
        event_name: TOUCH_NAMES[n % TOUCH_NAMES.length]!,
        media_uri: TOUCH_PAGES[(n * 7) % TOUCH_PAGES.length]!,
        media_id: app.media_id,
      });
    }, this.#options.touchEveryMs);
    this.#touchTimer.unref();
  }

  /** One play of an audio track (music or sting), counted on the player's calendar day. */
  async #reportCampaignPlayback(playing: Playing) {
    const timeZone = this.schedules.timeZone;
    if (!timeZone || !playing.layout.media.length) return;
    try {
      await this.#api.playback(this.#credentials!, playbackOnStart(playing, timeZone));
    } catch (error) {
      this.#log(`campaign playback report: ${(error as Error).message}`);
    }
  }

  async #reportAudioPlay(mediaId: number, at: Date) {
    const timeZone = this.schedules.timeZone;
    if (!timeZone || !this.#credentials) return;
    const day = formatWallClock(wallClockAt(at.getTime(), timeZone)).slice(0, 10);
    try {
      await this.#api.playback(this.#credentials, [{ media_id: mediaId, playback_date: day, count: 1 }]);
    } catch (error) {
      this.#log(`audio playback report: ${(error as Error).message}`);
    }
  }

  #publish(topic: string, reply: DeviceReply) {
    this.#client?.publish(topic, JSON.stringify(reply), { qos: 1 });
  }

  async #handle(deviceId: number, topic: string, payload: Buffer) {
    let message: { command?: unknown; thumbnail?: unknown; media_id?: unknown };
    try {
      message = JSON.parse(payload.toString('utf8'));
    } catch {
      return this.#log('ignored a message that is not JSON');
    }
    if (parseSyncTopic(topic)) {
      if (typeof message === 'object' && message !== null) this.sync.handle(topic, message as Record<string, unknown>);
      return;
    }
    const command = message?.command;
    this.emit('command', message);
    const out = deviceOutTopic(deviceId);
    if (command === APPLY_STATE_COMMAND) {
      const state = message as unknown as DesiredState;
      if (!Number.isSafeInteger(state.version) || !state.trading_hours || !state.settings) {
        return this.#publish(out, { command, status: 'error', msg: 'Not a desired state' });
      }
      return this.applyState(state);
    }
    if (command === RESYNC_COMMAND) {
      if (this.sync.role?.role !== 'follower') {
        return this.#publish(out, { command, status: 'error', msg: 'This device follows no sync master.' });
      }
      const corrected = await this.sync.resync();
      return corrected === undefined
        ? this.#publish(out, { command, status: 'error', msg: 'The sync master did not answer.' })
        : this.#publish(out, { command, status: 'ok' });
    }
    if (!isDeviceCommand(command)) {
      return this.#publish(out, { command: String(command), status: 'error', msg: 'Unknown command' });
    }
    switch (command) {
      case 'echo':
        this.#publish(out, { command: 'echo', datetime: new Date().toISOString() });
        return this.#sayPlaying();
      case 'screenshot': {
        const thumbnail = message.thumbnail === true;
        const { png, datetime } = await this.screenshot(thumbnail);
        return this.#publish(deviceScreenshotTopic(deviceId), {
          command: 'screenshot',
          datetime: datetime.toISOString(),
          thumbnail,
          mime_type: 'image/png',
          image: png.toString('base64'),
        });
      }
      case 'reboot':
      case 'restart':
        return this.#reboot(command);
      case 'delete-media':
        return this.#publish(out, {
          command,
          status: 'ok',
          ...(typeof message.media_id === 'number' ? { media_id: message.media_id } : {}),
        });
      case 'fetch-schedules':
        try {
          await this.refreshSchedules();
        } catch (error) {
          this.#log(`schedules: ${(error as Error).message}`);
          return this.#publish(out, { command, status: 'error', msg: (error as Error).message });
        }
        await this.refreshDataTexts().catch((error: Error) => this.#log(`data links: ${error.message}`));
        return this.#publish(out, { command, status: 'ok' });
      default:
        // submit-logs, force-reinstall: nothing to do in a simulation.
        return this.#publish(out, { command, status: 'ok' });
    }
  }

  /** Drops off the broker without a word, stays silent, then comes back and says hello. */
  async #reboot(command: 'reboot' | 'restart') {
    this.#log(`${command}: silent for ${this.#options.rebootSilenceMs} ms`);
    this.#rebootTimer = setTimeout(() => {
      this.#rebootTimer = undefined;
      // Deleted by an operator meanwhile: the player waits for activation under a new key instead.
      if (!this.#stopped && this.deviceId !== undefined) this.#connect();
    }, this.#options.rebootSilenceMs);
    await this.#disconnect();
  }
}
