import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * STYLE.md "Feature folders": a feature (web/src/features/<a>/) does not import another feature's insides
 * (web/src/features/<b>/...); what two features share lives in web/src/components or web/src/lib. Biome's
 * noRestrictedImports matches specifier text, which cannot tell `../upload/x` inside media from `../devices/x`
 * without one rule per feature, so this check resolves each relative import instead. Run by `npm run lint`.
 */

export interface FeatureImportViolation {
  file: string;
  line: number;
  specifier: string;
  feature: string;
  imported: string;
}

// import x from '…', import '…', export … from '…', import('…') — also across lines.
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

/** The feature a path lies in, or undefined outside `featuresDir`. */
function featureOf(featuresDir: string, path: string): string | undefined {
  const inside = relative(featuresDir, path);
  if (inside.startsWith('..') || inside === '') return undefined;
  return inside.split(sep)[0];
}

/** Every import in `featuresDir` from one feature into another. */
export function featureImportViolations(featuresDir: string): FeatureImportViolation[] {
  const violations: FeatureImportViolation[] = [];
  for (const file of sourceFiles(featuresDir)) {
    const feature = featureOf(featuresDir, file)!;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(SPECIFIERS)) {
      const specifier = match[1]!;
      if (!specifier.startsWith('.')) continue;
      const imported = featureOf(featuresDir, resolve(dirname(file), specifier));
      if (imported === undefined || imported === feature) continue;
      const line = text.slice(0, match.index).split('\n').length;
      violations.push({ file, line, specifier, feature, imported });
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const violations = featureImportViolations(join(root, 'web/src/features'));
  for (const v of violations) {
    console.error(
      `${relative(root, v.file)}:${v.line}: the ${v.feature} feature imports "${v.specifier}", inside the ${v.imported} feature. Move what both need to web/src/components or web/src/lib.`,
    );
  }
  if (violations.length > 0) process.exit(1);
  console.log('Feature imports: no feature imports another feature’s insides.');
}
