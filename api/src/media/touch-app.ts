import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ProbeError } from './probe-error.ts';

/** Limits on what a touch-app zip unpacks to (a zip bomb of a few KB can claim gigabytes). */
export const touchAppLimits = { maxBytes: 512 * 1024 ** 2, maxEntries: 10_000 };

/** Set once at start-up from TOUCH_APP_MAX_BYTES and TOUCH_APP_MAX_ENTRIES. */
export function setTouchAppLimits(limits: Partial<typeof touchAppLimits>) {
  Object.assign(touchAppLimits, Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)));
}

/**
 * A touch app is a zip holding an index.html (at its root or in one top folder), unpacking to no more than the
 * configured size and number of entries. The sizes a zip declares are not believed: every entry is inflated
 * (to nowhere) and the bytes that actually come out are counted, stopping at the limit, so a 611 KB zip that
 * claims 100 bytes and unpacks to 600 MiB is refused after the limit's worth of work, not handed to players.
 * yauzl also stops an entry that inflates past its declared size, which a bomb with lying sizes is.
 */
export function checkTouchApp(path: string, fileName: string): Promise<void> {
  const failed = (reason: string) => new ProbeError(`Failed to load file: ${fileName}. ${reason}`);
  const refuse = () => failed('A touch app must be a zip holding index.html');
  const damaged = () => failed('The zip is damaged: an entry does not unpack to the size it declares');
  const tooBig = () =>
    failed(
      `A touch app may unpack to at most ${Math.floor(touchAppLimits.maxBytes / 1024 ** 2)} MB in ${touchAppLimits.maxEntries} files`,
    );
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (err, zip) => {
      if (err || !zip) return reject(refuse());
      let settled = false;
      const fail = (error: ProbeError) => {
        if (settled) return;
        settled = true;
        zip.close();
        reject(error);
      };
      let found = false;
      let bytes = 0;
      let entries = 0;
      zip.on('entry', (entry: Entry) => {
        if (++entries > touchAppLimits.maxEntries) return fail(tooBig());
        if (/^([^/]+\/)?index\.html?$/i.test(entry.fileName)) found = true;
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        inflate(zip, entry, (chunk) => {
          bytes += chunk;
          return bytes <= touchAppLimits.maxBytes;
        })
          .then((outcome) => (outcome === 'over' ? fail(tooBig()) : zip.readEntry()))
          .catch(() => fail(damaged()));
      });
      zip.on('end', () => {
        if (settled) return;
        settled = true;
        found ? resolve() : reject(refuse());
      });
      zip.on('error', () => fail(refuse()));
      zip.readEntry();
    });
  });
}

/** Inflates one entry, telling `count` each chunk's length; stops early ('over') when count answers false. */
function inflate(zip: ZipFile, entry: Entry, count: (bytes: number) => boolean): Promise<'done' | 'over'> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('no stream'));
      stream.on('data', (chunk: Buffer) => {
        if (count(chunk.length)) return;
        stream.destroy();
        resolve('over');
      });
      stream.on('end', () => resolve('done'));
      stream.on('error', reject);
    });
  });
}
