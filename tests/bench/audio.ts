import { openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { load, printTable } from './load.ts';
import { BENCH_TAG_COUNT, benchTag } from './seed-media.ts';
import { startStackProcess } from './stack-process.ts';

const SAVE = `mutation BenchSavePlaylist($id: ID!, $input: UpdateAudioPlaylistInput!) {
  updateAudioPlaylist(id: $id, input: $input) { id }
}`;
const CREATE = `mutation BenchCreatePlaylist($input: CreateAudioPlaylistInput!) { createAudioPlaylist(input: $input) { id } }`;
const LOAD = `query BenchLoadPlaylist($id: ID!) {
  audioPlaylist(id: $id) {
    id name totalDuration
    tracks { id name duration downloadUrl metadata { title artist album year } }
  }
}`;
const SONGS = `query BenchSongSearch($page: Int!, $tags: [String!]) {
  mediaList(mediaType: audio, page: $page, pageSize: 100, tags: $tags) {
    items { id name duration metadata { title artist album year } }
    pageInfo { totalItems }
  }
}`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** `count` audio rows straight into the data folder's embedded database, each with two of the 50 bench tags and its gain. */
async function seedAudio(dataDir: string, count: number) {
  const { db, close } = await openDatabase({ dataDir });
  await migrate(db);
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `bench song ${i}.mp3`,
    tags: [benchTag(i % BENCH_TAG_COUNT), benchTag((i * 7 + 3) % BENCH_TAG_COUNT)],
    media_type: 'audio',
    media_format: 'mp3',
    mime_type: 'audio/mpeg',
    size: 1234,
    duration: 180 + (i % 60),
    // Measured, as every file is at upload: otherwise the api's background loudness pass works through all
    // 20,000 while the benchmark runs, and the figures are that pass's, not the playlists'.
    loudness_gain_db: -3 + (i % 13) * 0.5,
    metadata: JSON.stringify({
      title: `Song ${i}`,
      artist: `Artist ${i % 300}`,
      album: `Album ${i % 900}`,
      year: 2000 + (i % 25),
    }),
    file_name: 'bench-song.mp3',
    original_name: `bench-song-${i}.mp3`,
  }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 1000)
      await trx
        .insertInto('media')
        .values(rows.slice(i, i + 1000) as never)
        .execute();
  });
  await close();
}

/**
 * Issue 25's targets: a playlist of 1,000 tracks saved and loaded through GraphQL (p99 < 150 ms), and the song
 * search over 20,000 audio items answering a page of 100 (p95 < 50 ms).
 */
export async function benchAudio(seconds: number, songs = 20_000) {
  const stack = await startStackProcess({}, false, (dataDir) => seedAudio(dataDir, songs));
  try {
    const login = await fetch(`${stack.apiUrl}/api/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('admin:bench-Pass-123').toString('base64')}` },
    });
    const token = ((await login.json()) as { auth_token: string }).auth_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const url = `${stack.gatewayUrl}/graphql`;
    const call = async (query: string, variables: object) => {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      const answer = (await response.json()) as { data?: Record<string, { id: string }>; errors?: unknown[] };
      if (answer.errors) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors).slice(0, 300)}`);
      return answer.data!;
    };
    const page = await (await fetch(`${stack.apiUrl}/api/media/?media_type=audio&page_size=1000`, { headers })).json();
    const ids: string[] = (page.media as { media_id: number }[]).map((m) => String(m.media_id));
    const id = (await call(CREATE, { input: { name: 'Bench playlist', tags: ['bench'], trackIds: ids } }))
      .createAudioPlaylist!.id;
    const saves: number[] = [];
    for (let i = 0; i < 40; i++) {
      // Each save a changed order: the tracks are rewritten and checked again.
      const order = [...ids.slice(i), ...ids.slice(0, i)];
      const started = performance.now();
      await call(SAVE, { id, input: { name: `Bench playlist ${i}`, trackIds: order } });
      saves.push(performance.now() - started);
    }
    const rows = [];
    for (const connections of [1, 10]) {
      rows.push(
        await load(
          'GraphQL audioPlaylist(id) { tracks } (1,000 tracks)',
          { url, method: 'POST', headers, body: JSON.stringify({ query: LOAD, variables: { id } }) },
          connections,
          seconds,
        ),
      );
    }
    // The song search, one page of 100 after another (every page of the 20,000, then by each tag), timed one by one.
    const searches: number[] = [];
    const pages = Math.ceil(songs / 100);
    for (let i = 0; i < 400; i++) {
      const variables =
        i < 200 ? { page: 1 + (i % pages) } : { page: 1 + (i % 8), tags: [benchTag(i % BENCH_TAG_COUNT)] };
      const started = performance.now();
      await call(SONGS, variables);
      searches.push(performance.now() - started);
    }
    console.log(`\n== audio playlists (gateway + api + embedded PGlite, ${songs} audio items) ==`);
    printTable(rows);
    const saveP99 = percentile(saves, 99);
    console.log(
      `save (updateAudioPlaylist, 1,000 tracks), 40 in a row: p50 ${percentile(saves, 50).toFixed(0)} ms, p99 ${saveP99.toFixed(0)} ms`,
    );
    // Read as the save is: one operator's load, one at a time. Ten callers at once on this machine's cores queue
    // behind each other's 1,000 tracks; that row is printed for throughput, not judged.
    const loadP99 = rows[0]!.p99;
    console.log(`target (save p99 < 150 ms): ${saveP99 < 150 ? 'met' : 'NOT met'}`);
    console.log(`target (load p99 < 150 ms, one at a time): ${loadP99 < 150 ? 'met' : 'NOT met'}`);
    const searchP95 = percentile(searches, 95);
    console.log(
      `song search (a page of 100), 400 one after another: p50 ${percentile(searches, 50).toFixed(0)} ms, p95 ${searchP95.toFixed(0)} ms`,
    );
    console.log(`target (song search p95 < 50 ms): ${searchP95 < 50 ? 'met' : 'NOT met'}`);
  } finally {
    await stack.stop();
  }
}
