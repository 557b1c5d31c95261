import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type DeviceReply, isDeviceCommand } from '@signage/domain/device-commands';
import { deviceInTopic, deviceOutTopic, deviceScreenshotTopic } from '@signage/domain/device-topics';
import { APPLY_STATE_COMMAND, type DesiredState } from '@signage/domain/tag-metadata/desired-state';
import type { KioskBrowser } from '@signage/domain/tag-metadata/device-settings';
import mqtt, { type MqttClient } from 'mqtt';
import { PlayerApi, PlayerApiError, type PlayerCredentials } from './api-client.ts';
import { type BackoffPolicy, backoffDelay, DEFAULT_BACKOFF } from './backoff.ts';
import { DataLinkTexts } from './data-links.ts';
import { DesiredStatePlayer } from './desired-state.ts';
import { recentConnectivity, startupActivity, systemInfo } from './reports.ts';
import { type Playing, playbackOnStart, playingReport, SchedulePlayer } from './schedule-player.ts';
import { renderBlack, renderComposition, renderScreenshot } from './screen.ts';
import { TradingHoursPlayer } from './trading.ts';

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
  /** Kiosk browser settings this player cannot change from their defaults: a desired state changing one fails. */
  refuseSettings?: (keyof KioskBrowser)[];
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
    Omit<SimulatedPlayerOptions, 'name' | 'log' | 'credentials' | 'dataLinks' | 'refuseSettings'>
  > &
    Pick<SimulatedPlayerOptions, 'log' | 'credentials'>;
  /** The data-backed texts on screen; `data` is emitted when one changes. */
  readonly dataTexts = new DataLinkTexts();
  /** Its schedules, and what they say plays now. */
  readonly schedules: SchedulePlayer;
  /** Its trading hours: outside them the screen is off. */
  readonly trading = new TradingHoursPlayer();
  /** Its desired state: the trading hours and settings it runs with, and the versions it answered. */
  readonly desired: DesiredStatePlayer;
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
      reconnect: DEFAULT_BACKOFF,
      ...options,
    };
    this.#api = new PlayerApi(options.apiUrl);
    this.desired = new DesiredStatePlayer(this.trading, options.refuseSettings);
    this.schedules = new SchedulePlayer(this.#api, (playing, started) => {
      this.#log(playing ? `playing layout ${playing.layoutId} (schedule ${playing.scheduleId})` : 'nothing scheduled');
      this.#sayPlaying();
      if (playing && started) void this.#reportPlayback(playing);
      this.emit('playing', playing);
    });
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
    await this.#disconnect();
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
        this.#publish(deviceOutTopic(deviceId), { command: 'online', datetime: new Date().toISOString() });
        this.#sayPlaying();
        this.emit('online');
      });
    });
    client.on('close', () => {
      if (this.#client !== client) return;
      this.#connected = false;
      this.#retry(client, deviceId);
    });
    client.on('error', (error) => this.#log(`mqtt: ${error.message}`));
    client.on('message', (_topic, payload) => void this.#handle(deviceId, payload));
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
    const report = this.#wasOpen
      ? playingReport(this.schedules.playing, now)
      : { command: 'playing' as const, datetime: now.toISOString(), playing: null, closed: true };
    this.#publish(deviceOutTopic(this.deviceId), report);
  }

  async #reportPlayback(playing: Playing) {
    const timeZone = this.schedules.timeZone;
    if (!timeZone || !playing.layout.media.length) return;
    try {
      await this.#api.playback(this.#credentials!, playbackOnStart(playing, timeZone));
    } catch (error) {
      this.#log(`playback report: ${(error as Error).message}`);
    }
  }

  #publish(topic: string, reply: DeviceReply) {
    this.#client?.publish(topic, JSON.stringify(reply), { qos: 1 });
  }

  async #handle(deviceId: number, payload: Buffer) {
    let message: { command?: unknown; thumbnail?: unknown; media_id?: unknown };
    try {
      message = JSON.parse(payload.toString('utf8'));
    } catch {
      return this.#log('ignored a message that is not JSON');
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
