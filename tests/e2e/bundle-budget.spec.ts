import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './sign-in.ts';

/**
 * Issue 20: what the sign-in page and the shell cost a first visit, in gzipped bytes (a size, not a time). Every
 * file the gateway serves for them is counted as the gateway sends it to a browser that takes only gzip; the
 * screens' own code (the landing page's route) loads lazily and is left out.
 */
/**
 * Issue 20 asks for 250 KiB; measured here 249.1 KiB (308 KiB before; 253.2 KiB with the preload map, see vite.config.ts). The entry (React DOM, React Router, Apollo
 * Client with rxjs, Chakra's system and Emotion) is 190 KiB of it. The header's menus, popover, drawer, the confirm
 * dialog and the search results load on first use, and each screen's GraphQL documents and hooks with that screen
 * (web/vite-split-exports.ts). This budget holds what is reached, so it only goes down.
 */
const BUDGET_BYTES = 250 * 1024;

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/** The built files the entry, the sign-in page and the shell import statically: what they cannot do without. */
function shellFiles(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(new URL('../../web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Manifest;
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key);
  walk('src/features/auth/sign-in-page.tsx');
  walk('src/app/shell/shell-layout.tsx');
  return files;
}

test('the sign-in page and the shell load within their gzipped budget, hashed assets cached as immutable', async ({
  page,
  baseURL,
}) => {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(baseURL!).origin && !/^\/(graphql|api)\b/.test(url.pathname)) loaded.add(url.pathname);
  });
  await signIn(page);
  // The shell is up: its sidebar and header are drawn.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The landing route's screen (the layouts list) and what only it imports load lazily: not the shell's.
  const shell = shellFiles();
  const counted = [...loaded].filter((path) => !/\.(js|css)$/.test(path) || shell.has(path));
  expect(counted.filter((path) => shell.has(path)).length, 'the shell’s chunks were loaded').toBeGreaterThan(5);
  let total = 0;
  const sizes: string[] = [];
  for (const path of counted) {
    const response = await page.request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const bytes = Number(headers['content-length'] ?? (await response.body()).length);
    if (path.startsWith('/assets/')) {
      expect(headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      if (/\.(js|css)$/.test(path) && bytes > 1024) expect(headers['content-encoding'], path).toBe('gzip');
    } else {
      expect(headers['cache-control'], path).toBe('no-cache');
    }
    total += bytes;
    sizes.push(`${path} ${bytes}`);
  }
  console.log(`sign-in page and shell: ${(total / 1024).toFixed(1)} KiB gzipped in ${sizes.length} files`);
  expect(total, sizes.join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
});
