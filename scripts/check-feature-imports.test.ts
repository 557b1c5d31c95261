import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { featureImportViolations } from './check-feature-imports.ts';

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

function features(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'features-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('feature imports', () => {
  it("finds a feature importing another feature's insides, whatever the import form", () => {
    const dir = features({
      'media/edit/page.tsx': "import { x } from '../upload/x.ts';\nimport { y } from '../../../lib/y.ts';\n",
      'media/upload/x.ts': 'export const x = 1;',
      'devices/detail/page.tsx': [
        "import { MediaCard } from '../../media/media-card.tsx';",
        "export { z } from '../../help/z.ts';",
        "const lazy = () => import('../../media/edit/page.tsx');",
        'import {',
        '  a,',
        "} from '../../auth/a.ts';",
      ].join('\n'),
    });
    const found = featureImportViolations(dir).map((v) => [v.line, v.feature, v.imported, v.specifier]);
    expect(found).toEqual([
      [1, 'devices', 'media', '../../media/media-card.tsx'],
      [2, 'devices', 'help', '../../help/z.ts'],
      [3, 'devices', 'media', '../../media/edit/page.tsx'],
      [6, 'devices', 'auth', '../../auth/a.ts'],
    ]);
  });

  it('passes the console as it is', () => {
    expect(featureImportViolations(join(import.meta.dirname, '../web/src/features'))).toEqual([]);
  });
});
