import type { Dispatcher } from 'undici';
import { describe, expect, it } from 'vitest';
import type { PlayingEvent } from './playing-event.ts';
import { ApiSharedLiveState, PLAYING_REFRESH_MS, PLAYING_SHARED_FRESH_MS, recalled } from './shared-live-state.ts';

/** An api that records each request and answers when told to. */
function fakeApi(answer: { statusCode: number; json?: unknown } = { statusCode: 204 }) {
  const requests: { method: string; path: string; body?: unknown }[] = [];
  const pending: (() => void)[] = [];
  const api = {
    request: (options: { method: string; path: string; body?: string }) => {
      requests.push({ method: options.method, path: options.path, body: options.body && JSON.parse(options.body) });
      return new Promise((resolve) =>
        pending.push(() =>
          resolve({
            statusCode: answer.statusCode,
            body: { dump: async () => {}, json: async () => answer.json },
          }),
        ),
      );
    },
  };
  const settle = async () => {
    while (pending.length) {
      for (const done of pending.splice(0)) done();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { api: api as unknown as Dispatcher, requests, settle };
}

const playing = (deviceId: number, layoutId: number, at: number): PlayingEvent => ({
  command: 'playing',
  datetime: new Date(at).toISOString(),
  playing: { layout_id: layoutId, schedule_id: 2, since: new Date(0).toISOString() },
  deviceId,
  receivedAt: new Date(at),
});

describe('ApiSharedLiveState', () => {
  it('writes one device at a time, the latest waiting write replacing an earlier one', async () => {
    const { api, requests, settle } = fakeApi();
    const shared = new ApiSharedLiveState(api, 'key');
    shared.playingHeard(playing(1, 10, 1000));
    shared.playingHeard(playing(1, 11, 2000));
    shared.playingHeard(playing(1, 12, 3000));
    await settle();
    expect(
      requests.map(
        (r) => (r.body as { playing: { report: { playing: { layout_id: number } } } }).playing.report.playing.layout_id,
      ),
    ).toEqual([10, 12]);
    expect(requests[0]!.path).toBe('/api/device_live_state/1');
  });

  it('writes a report that says the same again only once PLAYING_REFRESH_MS has passed', async () => {
    const { api, requests, settle } = fakeApi();
    const shared = new ApiSharedLiveState(api, 'key');
    shared.playingHeard(playing(1, 10, 0));
    await settle();
    shared.playingHeard(playing(1, 10, PLAYING_REFRESH_MS - 1));
    await settle();
    expect(requests).toHaveLength(1);
    shared.playingHeard(playing(1, 10, PLAYING_REFRESH_MS));
    await settle();
    expect(requests).toHaveLength(2);
  });

  it('asks once for a device several watchers open at the same moment', async () => {
    const { api, requests, settle } = fakeApi({ statusCode: 200, json: { screenshot: null, playing: null } });
    const shared = new ApiSharedLiveState(api, 'key');
    const both = Promise.all([shared.recall(5), shared.recall(5)]);
    await settle();
    expect(await both).toEqual([{}, {}]);
    expect(requests).toEqual([{ method: 'GET', path: '/api/device_live_state/5', body: undefined }]);
  });

  it('leaves out a shared report too old to be current', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const report = { command: 'playing', datetime: '2026-11-27T11:00:00Z', playing: null };
    const at = (ms: number) => ({ screenshot: null, playing: { report, received_at: new Date(ms).toISOString() } });
    expect(recalled(3, at(now - PLAYING_SHARED_FRESH_MS + 1000), now).playing).toMatchObject({ deviceId: 3 });
    expect(recalled(3, at(now - PLAYING_SHARED_FRESH_MS), now).playing).toBeUndefined();
  });
});
