import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The secret from configuration, or the one generated and kept in the data folder (as `fileName`) on first start:
 * the broker's secret and the widget auth tokens' encryption secret are both kept this way. Node only (the api
 * and the launcher, whose gateway-only process must not load the api's files); never the console.
 */
export function dataDirSecret(dataDir: string, fileName: string, configured?: string): string {
  if (configured) return configured;
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Written whole under a name of its own, then linked into place (which fails if the file exists): of processes
  // sharing the data folder and starting together, the first wins and the others read its secret.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, secret, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  } finally {
    rmSync(draft, { force: true });
  }
}
