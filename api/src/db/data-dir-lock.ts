import lockfile from 'proper-lockfile';

/** A lock left by a process that died goes stale after this long (the holder refreshes it at half of it). */
const STALE_MS = 10_000;
/** How long an opener waits for the directory: past STALE_MS, so a restart just after a crash takes it over. */
const WAIT = { retries: 15, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 };

export const dataDirInUse = (dir: string) =>
  `The data directory ${dir} is in use by another process: stop that process first, or give this one its own DATA_DIR. Two processes writing one embedded database destroy it.`;

/**
 * Refused for another process's lock. Launchers print its message alone, not a stack trace; they know it by its
 * name (scripts/data-dir-in-use.ts), so that one that never loads the api (a gateway-only process) need not import it.
 */
export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
}

/**
 * Holds the embedded database's folder for this process and answers the release. PGlite has no lock of its own: a
 * second process opening the same files (a second `npm start`, or `npm run seed:events` while the console runs)
 * left them so that neither could open them again. The lock is a folder beside `dir` (proper-lockfile), removed
 * when the process exits however it ends.
 */
export async function lockDataDir(
  dir: string,
  wait: lockfile.LockOptions['retries'] = WAIT,
): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, {
      stale: STALE_MS,
      retries: wait,
      // Lost only when this process stalled past STALE_MS and another took the folder: say so loudly rather than
      // end a running console (the default throws from a timer).
      onCompromised: (error) => console.error(`The lock on ${dir} was lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirInUse(dataDirInUse(dir));
    throw error;
  }
}
