/** The player-facing REST calls (OpenAPI tag `players`), as a vendor's player would make them. */
export interface PlayerIdentity {
  model_name: string;
  firmware_version: string;
  type: string;
  name?: string;
}

export interface PlayerCredentials {
  device_key: string;
  player_secret: string;
}

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

  checkin(credentials: PlayerCredentials): Promise<{
    device_id: number | null;
    activated: boolean;
    broker?: { username: string; password: string; client_id: string };
  }> {
    return this.#call('/players/checkin', credentials);
  }

  systemInfo(credentials: PlayerCredentials, json: Record<string, unknown>): Promise<{ id: number }> {
    return this.#call('/players/system_info', credentials, { json });
  }

  activity(
    credentials: PlayerCredentials,
    events: { timestamp: string; event: string; details?: Record<string, unknown> }[],
  ): Promise<{ count: number }> {
    return this.#call('/players/activity', credentials, { events });
  }

  connectivity(credentials: PlayerCredentials, entries: { date: string; c: number }[]): Promise<{ status: 'ok' }> {
    return this.#call('/players/connectivity', credentials, { entries });
  }

  async #call<T>(path: string, credentials?: PlayerCredentials, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (credentials) headers.authorization = `Player ${credentials.device_key}:${credentials.player_secret}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.apiUrl}/api${path}`, {
      method: 'POST',
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
