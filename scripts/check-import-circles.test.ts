import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCircles, PACKAGES } from './check-import-circles.ts';

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

function sources(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'circles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import circles', () => {
  it('finds folders that import each other through different files, and files that import each other', () => {
    const dir = sources({
      'kit/list.ts': "import type { Registry } from '../tags/registry.ts';",
      'tags/registry.ts': 'export interface Registry {}',
      'tags/routes.ts': "import { list } from '../kit/list.ts';",
      'media/probe.ts': "import { check } from './touch-app.ts';",
      'media/touch-app.ts': "import { ProbeError } from './probe.ts';",
      'media/routes.ts': "import { list } from '../kit/list.ts';",
      'media/probe.test.ts': "import { routes } from '../tags/routes.ts';",
    });
    expect(importCircles(dir)).toEqual({
      files: [['media/probe.ts', 'media/touch-app.ts']],
      folders: [['kit', 'tags']],
    });
  });

  it('finds none in the packages as they are', () => {
    const repo = resolve(import.meta.dirname, '..');
    for (const dir of PACKAGES) expect(importCircles(join(repo, dir)), dir).toEqual({ files: [], folders: [] });
  });
});
