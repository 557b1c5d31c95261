import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * No import circles inside a package (issue 20): neither between files nor between the folders directly under a
 * package's source (its areas and shared layers: api/src/kit, api/src/auth, api/src/tags...). Layers import
 * downwards only, so a circle means a piece sits in the wrong folder; `import type` counts too, because the
 * folders then still depend on each other. Tests are left out: a test may reach across. Run by `npm run lint`.
 */

/**
 * The source folders checked; the children of each are the nodes of the folder-level check. web/src is not yet
 * here: a few components and their parts still import each other (tag-input, the shell's menus, the editor store),
 * and lib and components both hold shared pieces; its feature rule is check-feature-imports.ts.
 */
export const PACKAGES = ['api/src', 'domain/src', 'contract/src', 'players/src', 'gateway/src', 'gateway/src/schema'];

// import x from '…', import '…', export … from '…', import('…') — also across lines.
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every relative import inside `dir`, as [importing file, imported file]. */
function importsIn(dir: string): [string, string][] {
  return sourceFiles(dir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIERS)]
      .map((match) => match[1]!)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier): [string, string] => [file, resolve(dirname(file), specifier)])
      .filter(([, imported]) => !relative(dir, imported).startsWith('..')),
  );
}

/** The strongly connected components of more than one node (Tarjan), each sorted: the circles. */
export function circles(edges: readonly (readonly [string, string])[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [from, to] of edges) if (from !== to) next.set(from, (next.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) visit(to);
      if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, low.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The circles between files of `dir`, and between the folders (and files) directly under `dir`. */
export function importCircles(dir: string): { files: string[][]; folders: string[][] } {
  const edges = importsIn(dir);
  const top = (path: string) =>
    relative(dir, path)
      .split(sep)[0]!
      .replace(/\.(ts|tsx|mts)$/, '');
  return {
    files: circles(edges.map(([from, to]) => [relative(dir, from), relative(dir, to)])),
    folders: circles(edges.map(([from, to]) => [top(from), top(to)])),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  let count = 0;
  for (const dir of PACKAGES) {
    const { files, folders } = importCircles(join(root, dir));
    for (const circle of files) console.error(`${dir}: files import each other: ${circle.join(' -> ')}`);
    for (const circle of folders) console.error(`${dir}: folders import each other: ${circle.join(', ')}`);
    count += files.length + folders.length;
  }
  if (count > 0) {
    console.error(
      'Move what both sides need into a lower folder (api/src/kit, web/src/lib...) so imports run one way.',
    );
    process.exit(1);
  }
  console.log('Import circles: none inside the packages.');
}
