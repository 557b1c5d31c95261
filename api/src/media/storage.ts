import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where media files live: `<dataDir>/media/<uuid>.<ext>`. Uploads are written under `.incoming/` and renamed
 * only when complete and accepted, so a failed or aborted upload never leaves a file behind in the library.
 */
export class MediaStorage {
  readonly root: string;
  readonly incoming: string;
  readonly thumbs: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'media');
    this.incoming = join(this.root, '.incoming');
    this.thumbs = join(this.root, '.thumbs');
  }

  async init() {
    await mkdir(this.incoming, { recursive: true });
    await mkdir(this.thumbs, { recursive: true });
    // Anything left in .incoming is from a process that died mid-upload.
    await rm(this.incoming, { recursive: true, force: true });
    await mkdir(this.incoming, { recursive: true });
  }

  temporaryPath(): string {
    return join(this.incoming, `${randomUUID()}.part`);
  }

  newFileName(format: string): string {
    return `${randomUUID()}.${format}`;
  }

  pathOf(fileName: string): string {
    return join(this.root, fileName);
  }

  async commit(temporary: string, fileName: string) {
    await rename(temporary, this.pathOf(fileName));
  }

  async remove(path: string) {
    await rm(path, { force: true });
  }

  thumbPath(mediaId: number, key: string): string {
    return join(this.thumbs, `${mediaId}-${key}`);
  }

  async removeThumbs(mediaId: number) {
    const { readdir } = await import('node:fs/promises');
    const prefix = `${mediaId}-`;
    for (const name of await readdir(this.thumbs)) {
      if (name.startsWith(prefix)) await rm(join(this.thumbs, name), { force: true });
    }
  }
}
