import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { loudnessGainDb } from '@signage/domain/audio/playlist';
import { sql } from 'kysely';
import type { MediaContext } from './context.ts';

const run = promisify(execFile);

/** Rows measured and stored per statement (and per cache invalidation). */
const BATCH = 50;

/** The integrated loudness (EBU R128, LUFS) of an audio file by ffmpeg's ebur128 filter; null when unreadable. */
export async function integratedLoudness(path: string): Promise<number | null> {
  try {
    // A file that is not there is unreadable without starting ffmpeg: a spawn blocks this thread for a moment
    // (longer the larger the process), which a pass over thousands of rows turned into seconds of stalled requests.
    await access(path);
    const { stderr } = await run(
      ffmpeg.path,
      ['-hide_banner', '-nostats', '-i', path, '-filter_complex', 'ebur128', '-f', 'null', '-'],
      { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
    );
    // The summary comes last: "Integrated loudness: I: -23.0 LUFS".
    const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
    const match = /I:\s+(-?[\d.]+|-inf)\s+LUFS/.exec(summary);
    if (!match || match[1] === '-inf') return null;
    return Number(match[1]);
  } catch {
    return null;
  }
}

/**
 * Measures the audio media without a gain yet (`ids`, or every one), one after another, and stores the gain that
 * brings each to -16 LUFS (issue 25), so players play tracks equally loud. Silence or an unreadable file stores 0.
 * An advisory lock keeps two processes from measuring at once.
 */
export async function measureLoudness(
  { db, storage, changed }: Pick<MediaContext, 'db' | 'storage' | 'changed'>,
  ids?: readonly number[],
) {
  // One connection for the lock, its work and its unlock: a session lock belongs to the connection that took it.
  return db.connection().execute(async (conn) => {
    const locked = await sql<{ ok: boolean }>`select pg_try_advisory_lock(hashtext('media loudness')) as ok`.execute(
      conn,
    );
    if (!locked.rows[0]?.ok) return 0;
    let measured = 0;
    try {
      for (;;) {
        let query = conn
          .selectFrom('media')
          .select(['media_id', 'file_name'])
          .where('media_type', '=', 'audio')
          .where('loudness_gain_db', 'is', null)
          .orderBy('media_id')
          .limit(BATCH);
        if (ids) query = query.where('media_id', 'in', ids.length ? [...ids] : [0]);
        const rows = await query.execute();
        if (rows.length === 0) break;
        const gains: number[] = [];
        for (const row of rows) {
          const lufs = await integratedLoudness(storage.pathOf(row.file_name));
          gains.push(lufs === null ? 0 : loudnessGainDb(lufs));
        }
        // One statement for the batch: a statement per row cost as much as measuring a missing file.
        await sql`update media set loudness_gain_db = g.gain
          from unnest(${rows.map((r) => r.media_id)}::integer[], ${gains}::double precision[]) as g(media_id, gain)
          where media.media_id = g.media_id`.execute(conn);
        measured += rows.length;
        changed(rows.length);
      }
    } finally {
      await sql`select pg_advisory_unlock(hashtext('media loudness'))`.execute(conn);
    }
    return measured;
  });
}
