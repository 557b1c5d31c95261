import type { DataLinkResults } from '@signage/contract/data-sources';
import type { PlayerApi, PlayerCredentials } from './api-client.ts';

/**
 * The data-backed texts a player shows: the data-link values of its layouts' text elements and the cell text
 * each resolves to, refreshed through the player-facing resolve call, so a text on screen follows its CSV.
 * A value that does not resolve keeps what was shown last (a source being re-polled is no reason to blank it).
 */
export class DataLinkTexts {
  #values: string[] = [];
  #texts = new Map<string, string>();

  /** The values to show (a layout's data-backed texts); texts of values no longer shown are forgotten. */
  show(values: readonly string[]) {
    this.#values = [...new Set(values)];
    for (const value of this.#texts.keys()) if (!this.#values.includes(value)) this.#texts.delete(value);
  }

  get values(): readonly string[] {
    return this.#values;
  }

  /** What each value shows now. */
  get texts(): ReadonlyMap<string, string> {
    return this.#texts;
  }

  /** Resolves every value; answers true when a text on screen changed. */
  async refresh(api: PlayerApi, credentials: PlayerCredentials): Promise<boolean> {
    if (this.#values.length === 0) return false;
    const { results } = await api.resolveDataLinks(credentials, this.#values);
    return this.apply(results);
  }

  apply(results: DataLinkResults['results']): boolean {
    let changed = false;
    for (const result of results) {
      if (!result.ok || result.text === null || this.#texts.get(result.value) === result.text) continue;
      this.#texts.set(result.value, result.text);
      changed = true;
    }
    return changed;
  }
}
