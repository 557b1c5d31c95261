/**
 * Whether each device is activated and which tags it carries: all that decides who may see it. For the
 * embedded database only, where this process is the sole writer and every write that changes either passes
 * through `forget` (activation, update, delete); with a PostgreSQL server it is off and each check queries.
 * It takes a database read off the path of every remote command.
 */
export class DeviceAccessCache {
  #entries = new Map<number, { activated: boolean; tags: readonly string[] } | null>();

  constructor(
    readonly enabled: boolean,
    private readonly maxEntries = 100_000,
  ) {}

  get(deviceId: number) {
    return this.enabled ? this.#entries.get(deviceId) : undefined;
  }

  /** `null`: no such device. */
  set(deviceId: number, entry: { activated: boolean; tags: readonly string[] } | null) {
    if (!this.enabled) return;
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(deviceId, entry);
  }

  forget(deviceId: number) {
    this.#entries.delete(deviceId);
  }
}
